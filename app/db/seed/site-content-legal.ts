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
  nl: `<p>Een cookie is een klein bestand dat een website op uw toestel bewaart; lokale opslag is een vergelijkbare plaats in uw browser. Zonder uw toestemming plaatst deze website alleen wat hieronder als strikt noodzakelijk staat, en laadt ze niets van andere websites.</p>
<h2>Strikt noodzakelijk (zonder toestemming)</h2>
<table><thead><tr><th scope="col">Naam</th><th scope="col">Soort</th><th scope="col">Doel</th><th scope="col">Bewaartermijn</th></tr></thead>
<tbody><tr><td>lng</td><td>cookie</td><td>Onthoudt de taal die u koos.</td><td>1 jaar</td></tr>
<tr><td>lead_client</td><td>cookie</td><td>Beschermt onze formulieren tegen misbruik: het verbindt een ingevuld formulier met de browser waarin het werd geopend. Wordt geplaatst wanneer u een pagina met een formulier opent.</td><td>2 uur</td></tr>
<tr><td>consent</td><td>cookie</td><td>Onthoudt uw keuze over cookies (één cijfer per categorie), zodat we ze niet op elke pagina opnieuw vragen. Onze server leest ze alleen om te bepalen met welke andere websites de pagina contact mag opnemen.</td><td>6 maanden; daarna vragen we uw keuze opnieuw</td></tr>
<tr><td>consent, consent_analytics_storage, consent_ad_storage, consent_ad_user_data, consent_ad_personalization, consent_embeds</td><td>lokale opslag</td><td>Dezelfde keuze: uw beslissing en per categorie “granted” of “denied”.</td><td>Zolang de cookie consent bestaat; bij uw eerste bezoek nadat die verlopen is, wissen we ze</td></tr>
<tr><td>__Host-session (session op een testinstallatie zonder https)</td><td>cookie</td><td>Houdt eigenaars, medewerkers en wie een zoekopdracht beheert aangemeld. Alleen wie zich aanmeldt, krijgt deze cookie.</td><td>Tot u zich afmeldt, na 1 uur zonder activiteit, en hoogstens 12 uur</td></tr></tbody></table>
<p>De bezoekcijfers die eigenaars op hun portaal zien, tellen we zelf op onze server, zonder cookie en zonder iets op uw toestel te bewaren. Uw IP-adres en browser worden daarvoor een ogenblik gebruikt en nooit opgeslagen; wat blijft, is één getal per pand en per dag. Daarvoor is geen toestemming nodig en dit gebeurt ook als u weigert.</p>
<h2>Met uw toestemming</h2>
<p>Pas nadat u ermee instemt, en alleen voor de categorieën die u aanzet, kunnen de volgende diensten laden als wij ze voor deze website hebben ingeschakeld. Zolang u niet kiest, krijgt Google Consent Mode de melding dat alles geweigerd is.</p>
<table><thead><tr><th scope="col">Categorie</th><th scope="col">Wat er laadt</th><th scope="col">Cookies van die dienst</th></tr></thead>
<tbody><tr><td>Analyse (analytics_storage)</td><td>Google Tag Manager en Google Analytics, om te meten hoe bezoekers de website gebruiken</td><td>_ga en _ga_&lt;id&gt; (2 jaar)</td></tr>
<tr><td>Marketing (ad_storage)</td><td>Google Tag Manager, om het resultaat van onze advertenties te meten</td><td>_gcl_au (90 dagen)</td></tr>
<tr><td>Sociale media (ad_user_data), samen met Marketing</td><td>de Meta-pixel (Facebook, Instagram), die uw bezoek aan Meta meldt</td><td>_fbp (90 dagen)</td></tr>
<tr><td>Niet geclassificeerd (ad_personalization)</td><td>niets extra: het laat Google toe advertenties te personaliseren</td><td>geen eigen cookie</td></tr>
<tr><td>Inhoud van andere sites</td><td>kaarten (kaarttegels van OpenStreetMap of de kaartdienst die we instelden), video's (YouTube via youtube-nocookie.com, Vimeo, Facebook), virtuele rondleidingen (zoals Matterport) en een bannervideo van een andere site</td><td>naar keuze van die diensten; zie hun privacybeleid</td></tr></tbody></table>
<p>Zonder toestemming voor inhoud van andere sites ziet u een vlak met twee knoppen: de eerste (zoals “Video laden” of “Kaart tonen”) laadt alleen die kaart of video, deze ene keer; “Altijd toestaan” bewaart uw toestemming voor alle inhoud van andere sites.</p>
<h2>Uw keuze wijzigen</h2>
<p>Kies onderaan elke pagina “Cookie-instellingen” om uw keuze te bekijken of te wijzigen; weigeren is even eenvoudig als toestaan. U kunt ook <a href="/?setcookies">?setcookies</a> achter het adres zetten: dan wissen we uw keuze en vragen we ze opnieuw. Trekt u een toestemming in, dan verwijderen we de cookies van Google en Meta op dit domein en laden we de pagina opnieuw. U kunt cookies ook blokkeren of verwijderen in de instellingen van uw browser; de website blijft dan bruikbaar, maar onthoudt uw taal en keuze niet.</p>
<p>Zonder JavaScript laadt de website niets van andere sites en toont ze dus ook geen keuzevenster.</p>
<p>Meer over hoe we met uw gegevens omgaan, leest u in onze privacyverklaring.</p>`,
  fr: `<p>Un cookie est un petit fichier qu'un site enregistre sur votre appareil ; le stockage local est un emplacement comparable dans votre navigateur. Sans votre consentement, ce site ne place que ce qui figure ci-dessous comme strictement nécessaire, et ne charge rien d'autres sites.</p>
<h2>Strictement nécessaires (sans consentement)</h2>
<table><thead><tr><th scope="col">Nom</th><th scope="col">Type</th><th scope="col">Finalité</th><th scope="col">Durée</th></tr></thead>
<tbody><tr><td>lng</td><td>cookie</td><td>Retient la langue que vous avez choisie.</td><td>1 an</td></tr>
<tr><td>lead_client</td><td>cookie</td><td>Protège nos formulaires contre les abus : il relie un formulaire envoyé au navigateur dans lequel il a été ouvert. Placé lorsque vous ouvrez une page contenant un formulaire.</td><td>2 heures</td></tr>
<tr><td>consent</td><td>cookie</td><td>Retient votre choix en matière de cookies (un chiffre par catégorie), pour ne pas vous le redemander à chaque page. Notre serveur ne le lit que pour décider avec quels autres sites la page peut communiquer.</td><td>6 mois ; ensuite nous vous redemandons votre choix</td></tr>
<tr><td>consent, consent_analytics_storage, consent_ad_storage, consent_ad_user_data, consent_ad_personalization, consent_embeds</td><td>stockage local</td><td>Le même choix : votre décision et, par catégorie, « granted » ou « denied ».</td><td>Aussi longtemps que le cookie consent ; à votre première visite après son expiration, nous les effaçons</td></tr>
<tr><td>__Host-session (session sur une installation de test sans https)</td><td>cookie</td><td>Garde connectés les propriétaires, les collaborateurs et les personnes qui gèrent leurs recherches. Seules les personnes qui se connectent reçoivent ce cookie.</td><td>Jusqu'à la déconnexion, après 1 heure d'inactivité, et 12 heures au plus</td></tr></tbody></table>
<p>Les chiffres de visite que les propriétaires voient sur leur portail sont comptés par nous, sur notre serveur, sans cookie et sans rien enregistrer sur votre appareil. Votre adresse IP et votre navigateur ne servent qu'un instant et ne sont jamais enregistrés ; il ne reste qu'un nombre par bien et par jour. Ce comptage ne demande pas de consentement et a lieu même si vous refusez.</p>
<h2>Avec votre consentement</h2>
<p>Uniquement après votre accord, et seulement pour les catégories que vous activez, les services suivants peuvent se charger si nous les avons activés pour ce site. Tant que vous n'avez pas choisi, Google Consent Mode est informé que tout est refusé.</p>
<table><thead><tr><th scope="col">Catégorie</th><th scope="col">Ce qui se charge</th><th scope="col">Cookies de ce service</th></tr></thead>
<tbody><tr><td>Analyse (analytics_storage)</td><td>Google Tag Manager et Google Analytics, pour mesurer l'utilisation du site</td><td>_ga et _ga_&lt;id&gt; (2 ans)</td></tr>
<tr><td>Marketing (ad_storage)</td><td>Google Tag Manager, pour mesurer le résultat de nos annonces</td><td>_gcl_au (90 jours)</td></tr>
<tr><td>Réseaux sociaux (ad_user_data), avec Marketing</td><td>le pixel Meta (Facebook, Instagram), qui signale votre visite à Meta</td><td>_fbp (90 jours)</td></tr>
<tr><td>Non classés (ad_personalization)</td><td>rien de plus : permet à Google de personnaliser les annonces</td><td>pas de cookie propre</td></tr>
<tr><td>Contenu d'autres sites</td><td>cartes (tuiles d'OpenStreetMap ou du service de cartes que nous avons configuré), vidéos (YouTube via youtube-nocookie.com, Vimeo, Facebook), visites virtuelles (comme Matterport) et une vidéo de bannière hébergée ailleurs</td><td>au choix de ces services ; voir leur politique de confidentialité</td></tr></tbody></table>
<p>Sans consentement pour le contenu d'autres sites, vous voyez un cadre avec deux boutons : le premier (comme « Charger la vidéo » ou « Afficher la carte ») ne charge que cette carte ou cette vidéo, cette fois-ci ; « Toujours autoriser » enregistre votre consentement pour tout contenu d'autres sites.</p>
<h2>Modifier votre choix</h2>
<p>Choisissez « Paramètres des cookies » en bas de chaque page pour consulter ou modifier votre choix ; refuser est aussi simple qu'accepter. Vous pouvez aussi ajouter <a href="/?setcookies">?setcookies</a> après l'adresse : nous effaçons alors votre choix et vous le redemandons. Si vous retirez un consentement, nous supprimons les cookies de Google et de Meta sur ce domaine et rechargeons la page. Vous pouvez aussi bloquer ou supprimer les cookies dans les paramètres de votre navigateur ; le site reste utilisable, mais ne retient plus votre langue ni votre choix.</p>
<p>Sans JavaScript, le site ne charge rien d'autres sites et n'affiche donc pas de fenêtre de choix.</p>
<p>Pour en savoir plus sur le traitement de vos données, consultez notre déclaration de confidentialité.</p>`,
  en: `<p>A cookie is a small file a website stores on your device; local storage is a similar place in your browser. Without your consent this website stores only what is listed below as strictly necessary, and loads nothing from other websites.</p>
<h2>Strictly necessary (no consent needed)</h2>
<table><thead><tr><th scope="col">Name</th><th scope="col">Kind</th><th scope="col">Purpose</th><th scope="col">Kept for</th></tr></thead>
<tbody><tr><td>lng</td><td>cookie</td><td>Remembers the language you chose.</td><td>1 year</td></tr>
<tr><td>lead_client</td><td>cookie</td><td>Protects our forms against abuse: it ties a submitted form to the browser it was opened in. Set when you open a page with a form.</td><td>2 hours</td></tr>
<tr><td>consent</td><td>cookie</td><td>Remembers your choice about cookies (one digit per category), so we do not ask on every page. Our server reads it only to decide which other websites the page may contact.</td><td>6 months; then we ask again</td></tr>
<tr><td>consent, consent_analytics_storage, consent_ad_storage, consent_ad_user_data, consent_ad_personalization, consent_embeds</td><td>local storage</td><td>The same choice: your decision and, per category, “granted” or “denied”.</td><td>As long as the consent cookie; on your first visit after it has expired we remove them</td></tr>
<tr><td>__Host-session (session on a test installation without https)</td><td>cookie</td><td>Keeps owners, staff and people managing their search alerts signed in. Only people who sign in get this cookie.</td><td>Until you sign out, after 1 hour without activity, and 12 hours at most</td></tr></tbody></table>
<p>The visit figures owners see in their portal are counted by us, on our server, without a cookie and without storing anything on your device. Your IP address and browser are used for a moment and never stored; what remains is one number per property per day. This needs no consent and happens even if you decline.</p>
<h2>With your consent</h2>
<p>Only after you agree, and only for the categories you switch on, can the following services load, if we have enabled them for this website. Until you choose, Google Consent Mode is told that everything is denied.</p>
<table><thead><tr><th scope="col">Category</th><th scope="col">What loads</th><th scope="col">That service's cookies</th></tr></thead>
<tbody><tr><td>Analytics (analytics_storage)</td><td>Google Tag Manager and Google Analytics, to measure how visitors use the website</td><td>_ga and _ga_&lt;id&gt; (2 years)</td></tr>
<tr><td>Marketing (ad_storage)</td><td>Google Tag Manager, to measure how our adverts perform</td><td>_gcl_au (90 days)</td></tr>
<tr><td>Social media (ad_user_data), together with Marketing</td><td>the Meta pixel (Facebook, Instagram), which reports your visit to Meta</td><td>_fbp (90 days)</td></tr>
<tr><td>Unclassified (ad_personalization)</td><td>nothing more: it lets Google personalise adverts</td><td>no cookie of its own</td></tr>
<tr><td>Content from other sites</td><td>maps (tiles from OpenStreetMap or the map service we configured), videos (YouTube through youtube-nocookie.com, Vimeo, Facebook), virtual tours (such as Matterport) and a banner video hosted elsewhere</td><td>as those services decide; see their privacy policies</td></tr></tbody></table>
<p>Without consent for content from other sites you see a panel with two buttons: the first (such as “Load the video” or “Show the map”) loads just that map or video, this once; “Always allow” stores your consent for all content from other sites.</p>
<h2>Changing your choice</h2>
<p>Choose “Cookie settings” at the bottom of any page to see or change your choice; declining is as easy as agreeing. You can also add <a href="/?setcookies">?setcookies</a> after the address: we then clear your choice and ask again. If you withdraw a consent, we delete Google's and Meta's cookies on this domain and reload the page. You can also block or delete cookies in your browser settings; the website keeps working but no longer remembers your language or your choice.</p>
<p>Without JavaScript the website loads nothing from other sites, so it shows no choice either.</p>
<p>How we handle your data is explained in our privacy statement.</p>`,
};
