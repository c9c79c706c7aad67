import { describe, expect, it } from "vitest";
import { type AdFacts, adComplianceWarnings } from "./ad-compliance.ts";

const codes = (facts: AdFacts) => adComplianceWarnings(facts).map((warning) => warning.code);

const flemishHouse: AdFacts = {
  zip: "2800",
  goal: "sale",
  hasBuilding: true,
  constructionYear: 1965,
  energyScore: 182,
  energyLabel: "B",
  certificateCode: "20240312-0001234",
  floodPScore: "A",
  floodGScore: "B",
  buildingPermit: 1,
  zoning: "Woongebied",
  summons: 0,
  preemptiveRight: 0,
  allotmentPermit: 0,
  asbestosCertificateDate: "2024-02-01",
};

describe("adComplianceWarnings", () => {
  it("compliance: a Flemish sale ad that shows everything raises nothing", () => {
    expect(codes(flemishHouse)).toEqual([]);
  });

  it("compliance: Flanders asks for the EPC score and code, both flood scores and the five planning items", () => {
    expect(codes({ zip: "9000", goal: "sale", hasBuilding: true, constructionYear: 2010 })).toEqual([
      "epc_label_missing",
      "epc_score_missing",
      "epc_certificate_code_missing",
      "flood_p_score_missing",
      "flood_g_score_missing",
      "planning_building_permit_missing",
      "planning_zoning_missing",
      "planning_summons_missing",
      "planning_preemption_missing",
      "planning_subdivision_permit_missing",
    ]);
  });

  it("compliance: an 'empty' (-1) planning answer counts as not given", () => {
    expect(codes({ ...flemishHouse, summons: -1 })).toEqual(["planning_summons_missing"]);
  });

  it("compliance: the asbestos certificate is due before 2001 only (and when the year is unknown)", () => {
    const { asbestosCertificateDate: _date, ...withoutCertificate } = flemishHouse;
    expect(codes({ ...withoutCertificate, constructionYear: 2000 })).toEqual([
      "asbestos_certificate_missing",
    ]);
    expect(codes({ ...withoutCertificate, constructionYear: 2001 })).toEqual([]);
    expect(codes({ ...withoutCertificate, constructionYear: undefined })).toEqual([
      "asbestos_certificate_missing",
    ]);
  });

  it("compliance: land in Flanders needs the P-score and planning items, no EPC, G-score or asbestos", () => {
    const { energyScore: _s, energyLabel: _l, certificateCode: _c, floodGScore: _g, ...land } = flemishHouse;
    expect(codes({ ...land, hasBuilding: false, asbestosCertificateDate: undefined })).toEqual([]);
  });

  it("compliance: a Flemish rental needs the EPC, not the sale-only duties", () => {
    expect(codes({ zip: "2800", goal: "rent", hasBuilding: true, energyLabel: "C" })).toEqual([
      "epc_score_missing",
      "epc_certificate_code_missing",
    ]);
  });

  it("compliance: Brussels asks for the energy class and the CO2 emission", () => {
    expect(codes({ zip: "1050", goal: "sale", hasBuilding: true })).toEqual([
      "epc_label_missing",
      "co2_emission_missing",
    ]);
    expect(
      codes({ zip: "1050", goal: "sale", hasBuilding: true, energyLabel: "C", co2Emission: 38 }),
    ).toEqual([]);
  });

  it("compliance: Wallonia asks for the certificate (class, value and code)", () => {
    expect(codes({ zip: "4000", goal: "rent", hasBuilding: true, energyLabel: "D" })).toEqual([
      "epc_score_missing",
      "epc_certificate_code_missing",
    ]);
  });

  it("compliance: Luxembourg asks for the energy class and the insulation class, whatever the postal code", () => {
    expect(codes({ zip: "1930", countryId: 50, goal: "sale", hasBuilding: true, energyLabel: "B" })).toEqual([
      "insulation_class_missing",
    ]);
    expect(
      codes({
        zip: "1930",
        countryId: 50,
        goal: "sale",
        hasBuilding: true,
        energyLabel: "B",
        insulationClass: "C",
      }),
    ).toEqual([]);
  });

  it("compliance: a postal code of no region is reported, not guessed", () => {
    expect(codes({ zip: "0999", goal: "sale", hasBuilding: true })).toEqual(["region_unknown"]);
  });

  it("compliance: each warning names the payload field to send", () => {
    const fields = adComplianceWarnings({ zip: "9000", goal: "sale", hasBuilding: true }).map((w) => w.field);
    expect(fields).toContain("risks.floodPScore");
    expect(fields).toContain("energy.certificateCode");
  });
});
