// The demo agency's disclaimer and cookie policy, in nl, fr and en, as an editor would store them.
import type { LocalizedText } from "../schema/listings.ts";

export const DISCLAIMER_TITLE: LocalizedText = { nl: "Disclaimer", fr: "Avertissement", en: "Disclaimer" };

export const DISCLAIMER_BODY: LocalizedText = {
  nl: `<p>Deze website wordt uitgebaat door Dijlestad Vastgoed BV, Bruul 52, 2800 Mechelen, ondernemingsnummer BE 0712.345.678, e-mail <a href="mailto:info@dijlestadvastgoed.be">info@dijlestadvastgoed.be</a>.</p>
<h2>Beroepsinformatie</h2>
<p>Onze vastgoedmakelaars zijn erkend en ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel, onder nummer 512 345 (België). Zij zijn onderworpen aan de plichtenleer van het BIV. Onze beroepsaansprakelijkheid en borgtocht zijn verzekerd via de collectieve polis van het BIV.</p>
<h2>Informatie over panden</h2>
<p>We stellen de informatie op deze website met de grootste zorg samen, op basis van de gegevens die de eigenaars ons bezorgen. Ze is indicatief en vormt geen aanbod in juridische zin. Oppervlaktes, plannen en foto's zijn niet contractueel. Prijzen zijn vraagprijzen, exclusief registratierechten, notariskosten en andere kosten, tenzij anders vermeld. Een pand kan intussen verkocht of verhuurd zijn.</p>
<h2>Aansprakelijkheid</h2>
<p>Dijlestad Vastgoed kan niet aansprakelijk worden gesteld voor schade die voortvloeit uit het gebruik van deze website of van informatie erop, noch voor de inhoud van websites van derden waarnaar we verwijzen.</p>
<h2>Intellectuele eigendom</h2>
<p>Teksten, foto's, logo's en de vormgeving van deze website zijn beschermd. U mag ze niet overnemen zonder onze voorafgaande schriftelijke toestemming.</p>
<h2>Toepasselijk recht</h2>
<p>Op deze website is het Belgisch recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van het gerechtelijk arrondissement Antwerpen, afdeling Mechelen.</p>`,
  fr: `<p>Ce site est exploité par Dijlestad Vastgoed SRL, Bruul 52, 2800 Malines, numéro d'entreprise BE 0712.345.678, e-mail <a href="mailto:info@dijlestadvastgoed.be">info@dijlestadvastgoed.be</a>.</p>
<h2>Informations professionnelles</h2>
<p>Nos agents immobiliers sont agréés et inscrits à l'Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16B, 1000 Bruxelles, sous le numéro 512 345 (Belgique). Ils sont soumis au code de déontologie de l'IPI. Notre responsabilité professionnelle et notre cautionnement sont couverts par la police collective de l'IPI.</p>
<h2>Informations sur les biens</h2>
<p>Nous rédigeons les informations de ce site avec le plus grand soin, sur la base des données fournies par les propriétaires. Elles sont indicatives et ne constituent pas une offre au sens juridique. Surfaces, plans et photos ne sont pas contractuels. Les prix sont des prix demandés, hors droits d'enregistrement, frais de notaire et autres frais, sauf mention contraire. Un bien peut entre-temps avoir été vendu ou loué.</p>
<h2>Responsabilité</h2>
<p>Dijlestad Vastgoed ne peut être tenue responsable d'un dommage découlant de l'utilisation de ce site ou des informations qu'il contient, ni du contenu des sites de tiers vers lesquels nous renvoyons.</p>
<h2>Propriété intellectuelle</h2>
<p>Les textes, photos, logos et la présentation de ce site sont protégés. Vous ne pouvez pas les reproduire sans notre accord écrit préalable.</p>
<h2>Droit applicable</h2>
<p>Ce site est soumis au droit belge. Les litiges relèvent de la compétence des tribunaux de l'arrondissement judiciaire d'Anvers, division Malines.</p>`,
  en: `<p>This website is run by Dijlestad Vastgoed BV, Bruul 52, 2800 Mechelen, Belgium, company number BE 0712.345.678, e-mail <a href="mailto:info@dijlestadvastgoed.be">info@dijlestadvastgoed.be</a>.</p>
<h2>Professional information</h2>
<p>Our estate agents are licensed and registered with the Professional Institute of Real Estate Agents (BIV/IPI), Rue du Luxembourg 16B, 1000 Brussels, under number 512 345 (Belgium). They are bound by the institute's code of ethics. Our professional liability and guarantee are insured under the institute's collective policy.</p>
<h2>Property information</h2>
<p>We compile the information on this website with the greatest care, from the details the owners give us. It is indicative and is not an offer in the legal sense. Surfaces, plans and photos are not contractual. Prices are asking prices, excluding registration duties, notary fees and other costs unless stated otherwise. A property may have been sold or let in the meantime.</p>
<h2>Liability</h2>
<p>Dijlestad Vastgoed cannot be held liable for any damage arising from the use of this website or the information on it, nor for the content of third-party websites we link to.</p>
<h2>Intellectual property</h2>
<p>The texts, photos, logos and design of this website are protected. You may not reproduce them without our prior written consent.</p>
<h2>Applicable law</h2>
<p>This website is governed by Belgian law. Disputes fall under the jurisdiction of the courts of the judicial district of Antwerp, Mechelen division.</p>`,
};

export const COOKIE_POLICY_TITLE: LocalizedText = {
  nl: "Cookiebeleid",
  fr: "Politique de cookies",
  en: "Cookie policy",
};

export const COOKIE_POLICY_BODY: LocalizedText = {
  nl: `<p>Een cookie is een klein bestand dat een website op uw toestel bewaart. Wij gebruiken zo weinig mogelijk cookies en plaatsen alleen strikt noodzakelijke cookies zonder uw toestemming.</p>
<h2>Strikt noodzakelijk</h2>
<table><thead><tr><th scope="col">Naam</th><th scope="col">Doel</th><th scope="col">Bewaartermijn</th></tr></thead>
<tbody><tr><td>lng</td><td>Onthoudt de taal die u koos.</td><td>1 jaar</td></tr>
<tr><td>Toestemming (lokale opslag)</td><td>Onthoudt welke categorieën cookies u aanvaardde.</td><td>Tot u ze wist of wijzigt</td></tr></tbody></table>
<h2>Analytisch</h2>
<p>Alleen als u ermee instemt, meten we anoniem hoe bezoekers de website gebruiken, zodat we ze kunnen verbeteren.</p>
<h2>Marketing en sociale media</h2>
<p>Alleen als u ermee instemt, kunnen advertentiepartners en sociale netwerken cookies plaatsen om advertenties af te stemmen op uw interesses en om inhoud te delen.</p>
<h2>Uw keuze wijzigen</h2>
<p>U kunt uw keuze op elk moment opnieuw maken: open de website met <a href="/?setcookies">?setcookies</a> achter het adres en we vragen uw toestemming opnieuw. U kunt cookies ook blokkeren of verwijderen in de instellingen van uw browser; de website blijft dan bruikbaar, maar onthoudt uw taal niet.</p>
<p>Meer over hoe we met uw gegevens omgaan, leest u in onze privacyverklaring.</p>`,
  fr: `<p>Un cookie est un petit fichier qu'un site enregistre sur votre appareil. Nous utilisons le moins de cookies possible et ne plaçons sans votre consentement que les cookies strictement nécessaires.</p>
<h2>Strictement nécessaires</h2>
<table><thead><tr><th scope="col">Nom</th><th scope="col">Finalité</th><th scope="col">Durée</th></tr></thead>
<tbody><tr><td>lng</td><td>Retient la langue que vous avez choisie.</td><td>1 an</td></tr>
<tr><td>Consentement (stockage local)</td><td>Retient les catégories de cookies que vous avez acceptées.</td><td>Jusqu'à ce que vous l'effaciez ou le modifiiez</td></tr></tbody></table>
<h2>Analytiques</h2>
<p>Uniquement si vous y consentez, nous mesurons de manière anonyme l'utilisation du site afin de l'améliorer.</p>
<h2>Marketing et réseaux sociaux</h2>
<p>Uniquement si vous y consentez, des partenaires publicitaires et des réseaux sociaux peuvent placer des cookies pour adapter les publicités à vos centres d'intérêt et permettre le partage de contenus.</p>
<h2>Modifier votre choix</h2>
<p>Vous pouvez refaire votre choix à tout moment : ouvrez le site avec <a href="/?setcookies">?setcookies</a> après l'adresse et nous vous demanderons à nouveau votre consentement. Vous pouvez aussi bloquer ou supprimer les cookies dans les paramètres de votre navigateur ; le site reste utilisable, mais ne retient plus votre langue.</p>
<p>Pour en savoir plus sur le traitement de vos données, consultez notre déclaration de confidentialité.</p>`,
  en: `<p>A cookie is a small file a website stores on your device. We use as few cookies as possible and only place strictly necessary cookies without your consent.</p>
<h2>Strictly necessary</h2>
<table><thead><tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Kept for</th></tr></thead>
<tbody><tr><td>lng</td><td>Remembers the language you chose.</td><td>1 year</td></tr>
<tr><td>Consent (local storage)</td><td>Remembers which categories of cookies you accepted.</td><td>Until you clear or change it</td></tr></tbody></table>
<h2>Analytics</h2>
<p>Only if you agree do we measure, anonymously, how visitors use the website so that we can improve it.</p>
<h2>Marketing and social media</h2>
<p>Only if you agree may advertising partners and social networks place cookies to tailor adverts to your interests and to let you share content.</p>
<h2>Changing your choice</h2>
<p>You can make your choice again at any time: open the website with <a href="/?setcookies">?setcookies</a> after the address and we will ask for your consent again. You can also block or delete cookies in your browser settings; the website keeps working but no longer remembers your language.</p>
<p>How we handle your data is explained in our privacy statement.</p>`,
};
