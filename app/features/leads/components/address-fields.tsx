// The address fields of spec §3, for the forms that ask for one (site contact, valuation, purchase offer).
import { TextField } from "./lead-fields.tsx";

/** Street, number, postal code and town; `prefix` for the address of something else (propertyStreet…). */
export function AddressFields({
  prefix = "",
  required = false,
  own = true,
}: {
  prefix?: string;
  required?: boolean;
  own?: boolean;
}) {
  const name = (field: string) =>
    prefix ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}` : field;
  const complete = (token: string) => (own ? token : "off");
  return (
    <>
      <div className="lead-form-row lead-form-row-street">
        <TextField
          name={name("street")}
          label="LEAD_LABEL_STREET"
          required={required}
          autoComplete={complete("address-line1")}
        />
        <TextField
          name={name("houseNumber")}
          label="LEAD_LABEL_HOUSE_NUMBER"
          autoComplete={complete("address-line2")}
        />
      </div>
      <div className="lead-form-row lead-form-row-city">
        <TextField
          name={name("zip")}
          label="LEAD_LABEL_ZIP"
          required={required}
          inputMode="numeric"
          autoComplete={complete("postal-code")}
        />
        <TextField
          name={name("city")}
          label="LEAD_LABEL_CITY"
          required={required}
          autoComplete={complete("address-level2")}
        />
      </div>
    </>
  );
}
