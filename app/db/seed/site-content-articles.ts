// The demo agency's editorial articles (spec §2 page configuration): the home page's "success formula",
// the sales-specialist page and the introductions of the contact, demand-register and valuation pages.
import type { LocalizedText } from "../schema/listings.ts";

export type ArticleSeed = {
  slug: string;
  /** Gives the article a page of its own (features/site-shell/article-pages.ts); none for page blocks. */
  category?: string;
  title: LocalizedText;
  bodyHtml: LocalizedText;
  imageKey: string | null;
};

export const SUCCESS_FORMULA: ArticleSeed = {
  slug: "success-formula",
  title: { nl: "Onze succesformule", fr: "Notre formule du succès", en: "Our formula for success" },
  imageKey: null,
  bodyHtml: {
    nl: `<p>Al meer dan twintig jaar verkopen en verhuren we woningen in Mechelen en omgeving. Onze aanpak is eenvoudig: <strong>een correcte prijs, een sterke presentatie en een persoonlijke opvolging</strong>.</p>
<ul><li>Een gratis en onderbouwde schatting op basis van recente verkopen in uw buurt.</li>
<li>Professionele foto's, een heldere beschrijving en alle verplichte attesten op orde.</li>
<li>Eén vaste makelaar die u op de hoogte houdt van elk bezoek en elk bod.</li></ul>`,
    fr: `<p>Depuis plus de vingt ans, nous vendons et louons des biens à Malines et dans les environs. Notre approche est simple : <strong>un prix juste, une présentation soignée et un suivi personnel</strong>.</p>
<ul><li>Une estimation gratuite et argumentée, basée sur les ventes récentes de votre quartier.</li>
<li>Des photos professionnelles, une description claire et toutes les attestations obligatoires en ordre.</li>
<li>Un seul agent attitré qui vous informe de chaque visite et de chaque offre.</li></ul>`,
    en: `<p>For more than twenty years we have been selling and letting homes in and around Mechelen. Our approach is simple: <strong>a fair price, a strong presentation and personal follow-up</strong>.</p>
<ul><li>A free, well-founded valuation based on recent sales in your neighbourhood.</li>
<li>Professional photos, a clear description and every required certificate in order.</li>
<li>One dedicated agent who keeps you informed of every viewing and every offer.</li></ul>`,
  },
};

export const SALES_SPECIALIST: ArticleSeed = {
  slug: "sales-specialist",
  title: {
    nl: "Uw verkoopspecialist in Mechelen",
    fr: "Votre spécialiste de la vente à Malines",
    en: "Your sales specialist in Mechelen",
  },
  imageKey: "office-3x2-specialist",
  bodyHtml: {
    nl: `<p>Een woning verkopen doet u niet elke dag. Wij wel. Onze verkoopspecialisten kennen de markt in Mechelen, Bonheiden, Sint-Katelijne-Waver en Lier straat per straat.</p>
<h2>Zo pakken we het aan</h2>
<ol><li><strong>Schatting.</strong> We bezoeken uw woning en bepalen samen een realistische vraagprijs.</li>
<li><strong>Voorbereiding.</strong> We vragen het EPC, de asbestinventaris, het elektrische keuringsverslag en de stedenbouwkundige inlichtingen voor u aan.</li>
<li><strong>Publicatie.</strong> Professionele foto's, een virtuele rondgang en publicatie op onze website en de grote vastgoedportalen.</li>
<li><strong>Bezoeken en onderhandeling.</strong> We selecteren kandidaat-kopers, begeleiden elk bezoek en onderhandelen in uw belang.</li>
<li><strong>Tot bij de notaris.</strong> We stellen de verkoopovereenkomst op en volgen het dossier op tot de akte.</li></ol>
<p>Benieuwd wat uw woning waard is? Vraag een gratis schatting aan, zonder verplichtingen.</p>`,
    fr: `<p>Vendre un bien, vous ne le faites pas tous les jours. Nous, si. Nos spécialistes de la vente connaissent le marché de Malines, Bonheiden, Wavre-Sainte-Catherine et Lierre rue par rue.</p>
<h2>Notre méthode</h2>
<ol><li><strong>Estimation.</strong> Nous visitons votre bien et fixons ensemble un prix demandé réaliste.</li>
<li><strong>Préparation.</strong> Nous demandons pour vous le PEB, l'inventaire amiante, le contrôle électrique et les renseignements urbanistiques.</li>
<li><strong>Publication.</strong> Photos professionnelles, visite virtuelle et publication sur notre site et les grands portails immobiliers.</li>
<li><strong>Visites et négociation.</strong> Nous sélectionnons les candidats acquéreurs, accompagnons chaque visite et négocions dans votre intérêt.</li>
<li><strong>Jusque chez le notaire.</strong> Nous rédigeons le compromis de vente et suivons le dossier jusqu'à l'acte.</li></ol>
<p>Curieux de connaître la valeur de votre bien ? Demandez une estimation gratuite, sans engagement.</p>`,
    en: `<p>Selling a home is not something you do every day. We do. Our sales specialists know the market in Mechelen, Bonheiden, Sint-Katelijne-Waver and Lier street by street.</p>
<h2>How we work</h2>
<ol><li><strong>Valuation.</strong> We visit your home and agree a realistic asking price with you.</li>
<li><strong>Preparation.</strong> We request the energy certificate, the asbestos inventory, the electrical inspection report and the planning information for you.</li>
<li><strong>Listing.</strong> Professional photos, a virtual tour and publication on our website and the major property portals.</li>
<li><strong>Viewings and negotiation.</strong> We screen prospective buyers, accompany every viewing and negotiate in your interest.</li>
<li><strong>All the way to the notary.</strong> We draw up the sales agreement and follow the file up to the deed.</li></ol>
<p>Curious what your home is worth? Ask for a free valuation, with no obligation.</p>`,
  },
};

export const CONTACT_INTRO: ArticleSeed = {
  slug: "contact-intro",
  title: { nl: "Contacteer ons", fr: "Contactez-nous", en: "Contact us" },
  imageKey: null,
  bodyHtml: {
    nl: "<p>Heeft u een vraag over een pand, wilt u een bezoek plannen of uw woning laten schatten? Kom langs op ons kantoor in het centrum van Mechelen, bel ons of stuur een e-mail. We antwoorden binnen één werkdag.</p>",
    fr: "<p>Une question sur un bien, envie de planifier une visite ou de faire estimer votre maison ? Passez à notre agence au centre de Malines, appelez-nous ou envoyez un e-mail. Nous répondons dans un délai d'un jour ouvrable.</p>",
    en: "<p>A question about a property, want to plan a viewing or have your home valued? Drop by our office in the centre of Mechelen, call us or send an e-mail. We answer within one working day.</p>",
  },
};

export const DEMAND_REGISTER_INTRO: ArticleSeed = {
  slug: "demand-register-intro",
  title: { nl: "Hou me op de hoogte", fr: "Tenez-moi informé", en: "Keep me informed" },
  imageKey: null,
  bodyHtml: {
    nl: "<p>Zoekt u een woning, appartement of bouwgrond? Laat ons weten wat u zoekt en in welke gemeenten. Zodra er een pand binnenkomt dat bij u past, krijgt u als eerste bericht, vaak nog vóór het online staat.</p>",
    fr: "<p>Vous cherchez une maison, un appartement ou un terrain ? Dites-nous ce que vous cherchez et dans quelles communes. Dès qu'un bien vous correspond, vous êtes le premier averti, souvent avant sa mise en ligne.</p>",
    en: "<p>Looking for a house, an apartment or building land? Tell us what you are looking for and where. As soon as a property that suits you comes in, you are the first to know, often before it goes online.</p>",
  },
};

export const FREE_VALUATION_INTRO: ArticleSeed = {
  slug: "free-valuation-intro",
  title: { nl: "Gratis schatting", fr: "Estimation gratuite", en: "Free valuation" },
  imageKey: null,
  bodyHtml: {
    nl: "<p>Wat is uw woning vandaag waard? Een van onze makelaars komt gratis en vrijblijvend langs en bezorgt u binnen de week een onderbouwde schatting, op basis van de ligging, de staat van het pand en recente verkopen in uw buurt.</p>",
    fr: "<p>Que vaut votre bien aujourd'hui ? Un de nos agents passe gratuitement et sans engagement et vous remet dans la semaine une estimation argumentée, basée sur la situation, l'état du bien et les ventes récentes de votre quartier.</p>",
    en: "<p>What is your home worth today? One of our agents visits free of charge and with no obligation, and within a week gives you a well-founded valuation based on the location, the condition of the property and recent sales nearby.</p>",
  },
};
