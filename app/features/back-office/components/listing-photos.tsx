// A listing's photos on its back-office page: each with its alt texts per language, moved up or down or
// removed, and a form to upload one more (multipart, works without JavaScript). Each form sends the
// listing's version, so a change on a page that is out of date is refused.
import { Form } from "react-router";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { mediaUrl } from "../../media/media-url.ts";

type Photo = { id: number; imageKey: string; width: number; height: number; alt: Record<string, string> };

const LANGUAGES = [
  { code: "nl", label: "NL" },
  { code: "fr", label: "FR" },
  { code: "en", label: "EN" },
] as const;

function AltFields({ prefix, alt }: { prefix: string; alt: Record<string, string> }) {
  const { t } = useT();
  return LANGUAGES.map(({ code, label }) => (
    <div className="field" key={code}>
      <label htmlFor={`${prefix}-alt-${code}`}>{t("BO_PHOTOS_ALT", { language: label })}</label>
      <input
        id={`${prefix}-alt-${code}`}
        name={`alt_${code}`}
        type="text"
        maxLength={300}
        defaultValue={alt[code]}
      />
    </div>
  ));
}

function PhotoAction({
  photo,
  version,
  action,
  label,
}: {
  photo: Photo;
  version: number;
  action: string;
  label: string;
}) {
  return (
    <Form method="post" className="account-inline-form">
      <input type="hidden" name="intent" value="photo" />
      <input type="hidden" name="photo" value={action} />
      <input type="hidden" name="photoId" value={photo.id} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </Form>
  );
}

export function ListingPhotos({ photos, version }: { photos: Photo[]; version: number }) {
  const { t, language } = useT();
  return (
    <section aria-labelledby="listing-photos">
      <h2 id="listing-photos">{t("BO_PHOTOS_TITLE")}</h2>
      {photos.length === 0 ? <p>{t("BO_PHOTOS_NONE")}</p> : null}
      <ol className="back-office-photos">
        {photos.map((photo, index) => {
          const name = t("BO_PHOTOS_NUMBER", { position: index + 1 });
          return (
            <li key={photo.id} data-photo={photo.id}>
              <h3>{name}</h3>
              <img
                src={mediaUrl(photo.imageKey, 250, "jpg")}
                width={250}
                height={Math.round((250 * photo.height) / photo.width)}
                alt={photo.alt[language] ?? photo.alt.nl ?? ""}
              />
              <Form method="post" className="account-form">
                <input type="hidden" name="intent" value="photo" />
                <input type="hidden" name="photo" value="caption" />
                <input type="hidden" name="photoId" value={photo.id} />
                <input type="hidden" name="version" value={version} />
                <AltFields prefix={`photo-${photo.id}`} alt={photo.alt} />
                <Button type="submit" variant="secondary">
                  {t("BO_PHOTOS_SAVE_ALT")}
                </Button>
              </Form>
              {index > 0 ? (
                <PhotoAction photo={photo} version={version} action="up" label={t("BO_PHOTOS_UP")} />
              ) : null}{" "}
              {index < photos.length - 1 ? (
                <PhotoAction photo={photo} version={version} action="down" label={t("BO_PHOTOS_DOWN")} />
              ) : null}{" "}
              <PhotoAction photo={photo} version={version} action="remove" label={t("BO_PHOTOS_REMOVE")} />
            </li>
          );
        })}
      </ol>
      <Form method="post" encType="multipart/form-data" className="account-form">
        <input type="hidden" name="intent" value="photo-upload" />
        <input type="hidden" name="version" value={version} />
        <div className="field">
          <label htmlFor="photo-file">{t("BO_PHOTOS_FILE")}</label>
          <span className="field-hint" id="photo-file-hint">
            {t("BO_PHOTOS_FILE_HINT")}
          </span>
          <input
            id="photo-file"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby="photo-file-hint"
            required
          />
        </div>
        <AltFields prefix="photo-new" alt={{}} />
        <Button type="submit">{t("BO_PHOTOS_UPLOAD")}</Button>
      </Form>
    </section>
  );
}
