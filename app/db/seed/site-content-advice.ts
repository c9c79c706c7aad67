// The demo agency's advice articles: editorial pages of their own (a category gives them a path,
// features/site-shell/article-pages.ts). Rates as published for 2025 (quality.md, Belgian facts).
import type { ArticleSeed } from "./site-content-articles.ts";

export const EPC_ADVICE: ArticleSeed = {
  slug: "epc-label",
  category: "Blog",
  title: {
    nl: "Het EPC-label bij verkoop en verhuur",
    fr: "Le certificat PEB à la vente et à la location",
    en: "The energy label when you sell or let",
  },
  imageKey: null,
  bodyHtml: {
    nl: `<p>Wie een woning verkoopt of verhuurt, heeft een geldig energieprestatiecertificaat (EPC) nodig. Elke advertentie vermeldt het kengetal in kWh/m² per jaar en het label.</p>
<p>Het label volgt de regio waar het pand ligt, niet de taal: in Vlaanderen van A+ tot F, in Brussel en Wallonië van A++ tot G.</p>
<p>Koopt u in Vlaanderen een woning of appartement met label E of F, dan moet u het binnen vijf jaar na de akte renoveren tot minstens label D. Wij vragen het EPC voor u aan en tonen het op de fiche van uw pand.</p>`,
    fr: `<p>Pour vendre ou louer un logement, il faut un certificat de performance énergétique (PEB) valable. Chaque annonce mentionne la consommation en kWh/m² par an et la classe énergétique.</p>
<p>La classe suit la région où se trouve le bien, pas la langue : de A+ à F en Flandre, de A++ à G à Bruxelles et en Wallonie.</p>
<p>Si vous achetez en Flandre une maison ou un appartement de classe E ou F, vous devez le rénover jusqu'à la classe D au moins dans les cinq ans qui suivent l'acte. Nous demandons le certificat pour vous et l'affichons sur la fiche de votre bien.</p>`,
    en: `<p>To sell or let a home you need a valid energy performance certificate (EPC). Every advertisement shows the consumption in kWh/m² per year and the label.</p>
<p>The label follows the region the property is in, not the language: A+ to F in Flanders, A++ to G in Brussels and Wallonia.</p>
<p>If you buy a house or an apartment with label E or F in Flanders, you must renovate it to at least label D within five years of the deed. We order the certificate for you and show it on your property's page.</p>`,
  },
};

export const REGISTRATION_DUTIES_ADVICE: ArticleSeed = {
  slug: "registration-duties",
  category: "Blog",
  title: {
    nl: "Registratierechten in 2025",
    fr: "Les droits d'enregistrement en 2025",
    en: "Registration duties in 2025",
  },
  imageKey: null,
  bodyHtml: {
    nl: `<p>Bij de aankoop van een woning betaalt u registratierechten op de prijs. Het tarief hangt af van de regio:</p>
<ul><li>Vlaanderen: 2 % voor uw enige eigen woning, anders 12 %.</li>
<li>Wallonië: 3 % voor uw enige eigen woning, anders 12,5 %.</li>
<li>Brussel: 12,5 %, maar de eerste 200.000 euro is vrijgesteld als de prijs niet hoger is dan 600.000 euro.</li>
<li>Luxemburg: 7 %, met een belastingkrediet van 30.000 euro per koper (Bëllegen Akt).</li></ul>
<p>De notaris rekent het exacte bedrag voor u uit. Vraag het ons gerust bij uw bezoek.</p>`,
    fr: `<p>À l'achat d'un logement, vous payez des droits d'enregistrement sur le prix. Le taux dépend de la région :</p>
<ul><li>Flandre : 2 % pour votre seule habitation propre, sinon 12 %.</li>
<li>Wallonie : 3 % pour votre seule habitation propre, sinon 12,5 %.</li>
<li>Bruxelles : 12,5 %, mais les premiers 200 000 euros sont exonérés si le prix ne dépasse pas 600 000 euros.</li>
<li>Luxembourg : 7 %, avec un crédit d'impôt de 30 000 euros par acheteur (Bëllegen Akt).</li></ul>
<p>Le notaire calcule le montant exact pour vous. N'hésitez pas à nous le demander lors de votre visite.</p>`,
    en: `<p>When you buy a home you pay registration duties on the price. The rate depends on the region:</p>
<ul><li>Flanders: 2% for your only own home, 12% otherwise.</li>
<li>Wallonia: 3% for your only own home, 12.5% otherwise.</li>
<li>Brussels: 12.5%, but the first 200,000 euros are exempt when the price is no more than 600,000 euros.</li>
<li>Luxembourg: 7%, with a tax credit of 30,000 euros per buyer (Bëllegen Akt).</li></ul>
<p>The notary works out the exact amount for you. Feel free to ask us during your viewing.</p>`,
  },
};
