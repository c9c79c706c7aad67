// The demo agency's privacy statement (GDPR), in nl, fr and en, as an editor would store it.
import type { LocalizedText } from "../schema/listings.ts";

export const PRIVACY_TITLE: LocalizedText = {
  nl: "Privacyverklaring",
  fr: "Déclaration de confidentialité",
  en: "Privacy statement",
};

export const PRIVACY_BODY: LocalizedText = {
  nl: `<p>Dijlestad Vastgoed BV (Bruul 52, 2800 Mechelen, ondernemingsnummer BE 0712.345.678) is verantwoordelijk voor de verwerking van de persoonsgegevens die u ons via deze website of op ons kantoor bezorgt. We gaan zorgvuldig met uw gegevens om, volgens de Algemene Verordening Gegevensbescherming (AVG/GDPR) en de Belgische privacywet van 30 juli 2018.</p>
<h2>Welke gegevens verwerken we?</h2>
<ul>
<li>Identificatie- en contactgegevens: naam, adres, e-mailadres, telefoonnummer.</li>
<li>Wat u ons vraagt of meedeelt: uw zoekcriteria, de panden waarvoor u interesse heeft, een aanvraag voor een bezoek of een schatting, een bod.</li>
<li>Gegevens over een huurkandidaat die u zelf bezorgt, zoals gezinssamenstelling en inkomen, uitsluitend om de huurovereenkomst voor te bereiden.</li>
<li>Technische gegevens: uw taalkeuze, uw keuze over cookies en een kenmerk dat onze formulieren tegen misbruik beschermt (zie het cookiebeleid). Om misbruik van formulieren af te remmen, telt onze server inzendingen per bezoeker gedurende tien minuten, alleen in het geheugen.</li>
<li>Bezoekcijfers voor eigenaars: per pand en per dag één getal. Uw IP-adres en browser dienen daarvoor een ogenblik, zonder cookie, en worden nooit opgeslagen.</li>
<li>Alleen met uw toestemming: statistieken over het gebruik van de website (Google Analytics) en het meten van onze advertenties (Google, Meta).</li>
<li>Voor eigenaars, medewerkers en wie een bevestigde zoekopdracht heeft (met het wachtwoord van dat formulier) met een account: e-mailadres, naam, taal, een niet terug te rekenen afgeleide van het wachtwoord (nooit het wachtwoord zelf), de sessies en een logboek van de handelingen op het portaal.</li>
</ul>
<h2>Waarom en op welke grond?</h2>
<ul>
<li>Om uw vraag te beantwoorden, bezoeken te plannen en de verkoop of verhuur van een pand te begeleiden (uitvoering van een overeenkomst of precontractuele maatregelen).</li>
<li>Om u panden voor te stellen die aan uw zoekopdracht voldoen en u onze nieuwsbrief te sturen (uw toestemming, die u altijd kunt intrekken).</li>
<li>Om te voldoen aan onze wettelijke verplichtingen als vastgoedmakelaar, onder meer de identificatie van klanten volgens de antiwitwaswet van 18 september 2017 (wettelijke verplichting).</li>
<li>Om onze dienstverlening en website te verbeteren en te beveiligen (gerechtvaardigd belang).</li>
</ul>
<h2>Hoe lang bewaren we uw gegevens?</h2>
<p>Zolang dat nodig is voor het doel waarvoor we ze kregen: een zoekopdracht tot u zich uitschrijft, een dossier van verkoop of verhuur tot tien jaar na de afsluiting (boekhoudkundige en antiwitwasverplichtingen). Daarna wissen of anonimiseren we ze.</p>
<h2>Wie krijgt uw gegevens?</h2>
<p>Alleen wie ze nodig heeft om u te helpen: onze medewerkers, de notaris, de eigenaar of de kandidaat-koper of -huurder wanneer dat voor de transactie nodig is, en onze verwerkers (hosting, e-mail), die contractueel gebonden zijn. We verkopen uw gegevens nooit. Alleen als u ermee instemt, ontvangen Google en Meta gegevens over uw bezoek (zie het cookiebeleid); zij kunnen die buiten de Europese Economische Ruimte verwerken, onder het EU-VS-kader voor gegevensbescherming. Kaarten, video's en rondleidingen van andere sites laden alleen wanneer u dat vraagt of toestaat; die diensten ontvangen dan uw IP-adres. Verder geven we uw gegevens niet door buiten de Europese Economische Ruimte.</p>
<h2>Uw rechten</h2>
<p>U heeft het recht om uw gegevens in te kijken, te laten verbeteren of wissen, de verwerking te laten beperken, er bezwaar tegen te maken en ze over te dragen. Een toestemming kunt u op elk moment intrekken. Stuur uw vraag naar <a href="mailto:privacy@dijlestadvastgoed.be">privacy@dijlestadvastgoed.be</a>; we antwoorden binnen een maand.</p>
<p>Bent u niet tevreden, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (<a href="https://www.gegevensbeschermingsautoriteit.be">www.gegevensbeschermingsautoriteit.be</a>).</p>
<h2>Cookies</h2>
<p>Welke cookies en lokale opslag we gebruiken, hoelang en waarvoor, en hoe u uw keuze wijzigt (via “Cookie-instellingen” onderaan elke pagina), leest u in ons cookiebeleid.</p>`,
  fr: `<p>Dijlestad Vastgoed SRL (Bruul 52, 2800 Malines, numéro d'entreprise BE 0712.345.678) est responsable du traitement des données personnelles que vous nous communiquez via ce site ou à notre agence. Nous les traitons avec soin, conformément au Règlement général sur la protection des données (RGPD) et à la loi belge du 30 juillet 2018.</p>
<h2>Quelles données traitons-nous ?</h2>
<ul>
<li>Données d'identification et de contact : nom, adresse, adresse e-mail, numéro de téléphone.</li>
<li>Ce que vous nous demandez ou communiquez : vos critères de recherche, les biens qui vous intéressent, une demande de visite ou d'estimation, une offre.</li>
<li>Les données d'un candidat locataire que vous nous transmettez vous-même, comme la composition du ménage et les revenus, uniquement pour préparer le bail.</li>
<li>Données techniques : votre choix de langue, votre choix en matière de cookies et un identifiant qui protège nos formulaires contre les abus (voir la politique de cookies). Pour freiner les abus, notre serveur compte les envois de formulaires par visiteur pendant dix minutes, en mémoire uniquement.</li>
<li>Chiffres de visite pour les propriétaires : un nombre par bien et par jour. Votre adresse IP et votre navigateur ne servent qu'un instant, sans cookie, et ne sont jamais enregistrés.</li>
<li>Uniquement avec votre consentement : des statistiques d'utilisation du site (Google Analytics) et la mesure de nos annonces (Google, Meta).</li>
<li>Pour les propriétaires, collaborateurs et personnes ayant confirmé une recherche (avec le mot de passe de ce formulaire) disposant d'un compte : adresse e-mail, nom, langue, une empreinte irréversible du mot de passe (jamais le mot de passe lui-même), les sessions et un journal des actions effectuées sur le portail.</li>
</ul>
<h2>Pourquoi et sur quelle base ?</h2>
<ul>
<li>Pour répondre à votre demande, organiser des visites et accompagner la vente ou la location d'un bien (exécution d'un contrat ou mesures précontractuelles).</li>
<li>Pour vous proposer des biens correspondant à votre recherche et vous envoyer notre newsletter (votre consentement, que vous pouvez retirer à tout moment).</li>
<li>Pour respecter nos obligations légales d'agent immobilier, notamment l'identification des clients prévue par la loi anti-blanchiment du 18 septembre 2017 (obligation légale).</li>
<li>Pour améliorer et sécuriser nos services et notre site (intérêt légitime).</li>
</ul>
<h2>Combien de temps conservons-nous vos données ?</h2>
<p>Aussi longtemps que nécessaire à la finalité pour laquelle nous les avons reçues : une recherche jusqu'à votre désinscription, un dossier de vente ou de location jusqu'à dix ans après sa clôture (obligations comptables et anti-blanchiment). Ensuite, nous les effaçons ou les anonymisons.</p>
<h2>Qui reçoit vos données ?</h2>
<p>Uniquement les personnes qui en ont besoin pour vous aider : nos collaborateurs, le notaire, le propriétaire ou le candidat acquéreur ou locataire lorsque la transaction l'exige, et nos sous-traitants (hébergement, e-mail), liés par contrat. Nous ne vendons jamais vos données. Uniquement si vous y consentez, Google et Meta reçoivent des données sur votre visite (voir la politique de cookies) ; ils peuvent les traiter en dehors de l'Espace économique européen, dans le cadre du cadre de protection des données UE-États-Unis. Les cartes, vidéos et visites d'autres sites ne se chargent que si vous le demandez ou l'autorisez ; ces services reçoivent alors votre adresse IP. Pour le reste, nous ne transférons pas vos données en dehors de l'Espace économique européen.</p>
<h2>Vos droits</h2>
<p>Vous avez le droit d'accéder à vos données, de les faire rectifier ou effacer, d'en limiter le traitement, de vous y opposer et de les recevoir dans un format portable. Vous pouvez retirer un consentement à tout moment. Envoyez votre demande à <a href="mailto:privacy@dijlestadvastgoed.be">privacy@dijlestadvastgoed.be</a> ; nous répondons dans un délai d'un mois.</p>
<p>Si vous n'êtes pas satisfait, vous pouvez introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (<a href="https://www.autoriteprotectiondonnees.be">www.autoriteprotectiondonnees.be</a>).</p>
<h2>Cookies</h2>
<p>Les cookies et le stockage local que nous utilisons, leur durée et leur finalité, ainsi que la manière de modifier votre choix (via « Paramètres des cookies » en bas de chaque page), sont décrits dans notre politique de cookies.</p>`,
  en: `<p>Dijlestad Vastgoed BV (Bruul 52, 2800 Mechelen, company number BE 0712.345.678) is the controller of the personal data you give us through this website or at our office. We handle your data with care, in line with the General Data Protection Regulation (GDPR) and the Belgian data protection act of 30 July 2018.</p>
<h2>Which data do we process?</h2>
<ul>
<li>Identification and contact details: name, address, e-mail address, phone number.</li>
<li>What you ask or tell us: your search criteria, the properties you are interested in, a request for a viewing or a valuation, an offer.</li>
<li>Details of a prospective tenant that you provide yourself, such as household and income, only to prepare the lease.</li>
<li>Technical data: your choice of language, your choice about cookies and a marker that protects our forms against abuse (see the cookie policy). To slow down abuse of forms, our server counts submissions per visitor for ten minutes, in memory only.</li>
<li>Visit figures for owners: one number per property per day. Your IP address and browser are used for a moment, without a cookie, and never stored.</li>
<li>Only with your consent: statistics on how the website is used (Google Analytics) and measuring our adverts (Google, Meta).</li>
<li>For owners, staff and people who confirmed a search alert (with that form's password) with an account: e-mail address, name, language, a one-way hash of the password (never the password itself), sessions and a log of actions taken in the portal.</li>
</ul>
<h2>Why, and on what basis?</h2>
<ul>
<li>To answer your request, plan viewings and handle the sale or letting of a property (performance of a contract or steps before one).</li>
<li>To suggest properties that match your search and send you our newsletter (your consent, which you can withdraw at any time).</li>
<li>To meet our legal duties as an estate agent, including identifying clients under the anti-money-laundering act of 18 September 2017 (legal obligation).</li>
<li>To improve and secure our services and website (legitimate interest).</li>
</ul>
<h2>How long do we keep your data?</h2>
<p>As long as needed for the purpose we received it for: a search alert until you unsubscribe, a sale or letting file for up to ten years after it is closed (accounting and anti-money-laundering duties). After that we erase or anonymise it.</p>
<h2>Who receives your data?</h2>
<p>Only those who need it to help you: our staff, the notary, the owner or the prospective buyer or tenant when the transaction requires it, and our processors (hosting, e-mail), who are bound by contract. We never sell your data. Only if you agree do Google and Meta receive data about your visit (see the cookie policy); they may process it outside the European Economic Area, under the EU-US Data Privacy Framework. Maps, videos and tours from other sites load only when you ask for them or allow them; those services then receive your IP address. Otherwise we do not transfer your data outside the European Economic Area.</p>
<h2>Your rights</h2>
<p>You have the right to access your data, to have it corrected or erased, to restrict its processing, to object to it and to receive it in a portable format. You can withdraw consent at any time. Send your request to <a href="mailto:privacy@dijlestadvastgoed.be">privacy@dijlestadvastgoed.be</a>; we answer within one month.</p>
<p>If you are not satisfied, you can lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (<a href="https://www.dataprotectionauthority.be">www.dataprotectionauthority.be</a>).</p>
<h2>Cookies</h2>
<p>Which cookies and local storage we use, for how long and why, and how to change your choice (through “Cookie settings” at the bottom of every page) is explained in our cookie policy.</p>`,
};
