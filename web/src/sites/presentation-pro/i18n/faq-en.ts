import type { FaqCategory } from './faq';

export const faqEn: readonly FaqCategory[] = [
  {
    key: 'general',
    title: 'General',
    entries: [
      {
        id: 'general-1',
        question: 'Who is Havelblick Immobilien?',
        answer: [
          'Havelblick Immobilien is an owner-managed estate agency based in Berlin. We broker high-quality residential and commercial property and support you in buying, selling and letting.',
          'If you wish, we can also manage your property for you – from managing tenancies to looking after your community of flat owners.',
        ],
      },
      {
        id: 'general-2',
        question: 'When can I reach you?',
        answer: [
          'We are available Monday to Friday from 9 am to 6 pm and on Saturdays from 10 am to 2 pm. Viewings can also be arranged outside these hours by appointment.',
          'The easiest way to reach us is our contact form. We usually get back to you by the next working day at the latest.',
        ],
      },
      {
        id: 'general-3',
        question: 'Which regions do you cover?',
        answer: [
          'Our focus is on Berlin and Potsdam. We also broker country and holiday homes in Brandenburg, on the North Sea and Baltic coasts and in selected regions of southern Germany, as well as commercial property in Berlin, Hamburg and Leipzig.',
          'For property in Spain, Portugal, Italy and France, we work with experienced local partner agencies who know the market and the law of the country concerned.',
        ],
      },
      {
        id: 'general-4',
        question: 'Is an initial consultation free of charge?',
        answer: [
          'Yes, an initial conversation about your plans is free of charge and without obligation. Ideally, book an appointment in advance via our contact form so that we can set aside enough time for you.',
          'We offer consultations and viewings in German and in English.',
        ],
      },
    ],
  },
  {
    key: 'buying',
    title: 'Buying',
    entries: [
      {
        id: 'buying-1',
        question: 'How much equity do I need to buy a property?',
        answer: [
          'Banks usually expect you to contribute 10–20% of the purchase price as equity. You should also be able to pay the purchase costs from your own funds if possible, as many banks do not finance them.',
          'The more equity you put in, the better the interest terms tend to be. Independent mortgage advice will help you set a realistic budget.',
        ],
      },
      {
        id: 'buying-2',
        question: 'What purchase costs should I expect?',
        answer: [
          'Allow for purchase costs of 7–10% of the purchase price in total. The largest item is the real estate transfer tax (Grunderwerbsteuer), which ranges from 3.5% to 6.5% depending on the federal state – currently 6% in Berlin.',
          "On top of that come around 1.5–2% for the notary and the land register entry and, where applicable, the agent's commission. For flats and single-family houses, the commission is usually shared between buyer and seller under §\u00a0656c BGB, and as the buyer you pay no more than half.",
        ],
      },
      {
        id: 'buying-3',
        question: 'How long does it take to buy a property?',
        answer: [
          "From the viewing to the handover of the keys, a purchase usually takes 8–12 weeks. Most of this time is taken up by the bank's mortgage approval, the notary's preparation of the purchase contract and the steps needed before the purchase price falls due.",
          'As a consumer, you receive the draft contract at least two weeks before the notarisation appointment so that you can review it at your leisure.',
        ],
      },
      {
        id: 'buying-4',
        question: 'Which documents should I check before buying?',
        answer: [
          "The key documents are a current extract from the land register (Grundbuch), the energy performance certificate, floor plans and the living area calculation and, for houses, the register of building encumbrances (Baulastenverzeichnis). For flats, add the declaration of division, the budget, the service charge statement and the minutes of recent owners' meetings.",
          'We provide complete documents for all our properties. If in doubt, we recommend having them checked by a lawyer or a building surveyor.',
        ],
      },
      {
        id: 'buying-5',
        question: 'Do I need proof of financing before a viewing?',
        answer: [
          'Not for a first viewing. However, once you want to make an offer, we will ask you for a financing confirmation from your bank or proof of your own funds.',
          'This builds trust with the seller and gives you a real advantage over other interested parties in popular locations.',
        ],
      },
      {
        id: 'buying-6',
        question: 'Can I buy a property abroad through you?',
        answer: [
          'Yes. For properties in Spain, Portugal, Italy and France, we work with local partner agencies and guide you through the entire purchase in German or English.',
          'Please bear in mind that the buying process, costs and taxes abroad can differ considerably from those in Germany. We therefore recommend also involving a lawyer licensed in the country concerned.',
        ],
      },
    ],
  },
  {
    key: 'selling',
    title: 'Selling',
    entries: [
      {
        id: 'selling-1',
        question: 'How long does it take to sell my property?',
        answer: [
          'From valuation to the notary appointment, a sale usually takes 3–6 months. Location, condition and a realistic asking price are decisive.',
          'In our experience, properties that are realistically priced and well prepared from the outset sell considerably faster than those whose price has to be reduced later.',
        ],
      },
      {
        id: 'selling-2',
        question: 'How do you determine the asking price?',
        answer: [
          'We view your property and analyse comparable sales, the current standard land value (Bodenrichtwert) as well as location, condition and energy efficiency. For let properties, we also take the income value into account.',
          'The result is a well-founded market assessment that we explain to you in detail. It does not replace a formal valuation report, for example for a court or the tax office – if you need one, we can recommend a certified surveyor.',
        ],
      },
      {
        id: 'selling-3',
        question: 'Which documents do I need to sell?',
        answer: [
          "We usually need a current land register extract, a valid energy performance certificate, floor plans, the living area calculation and details of any modernisation work. For flats, add the declaration of division, the budget and the minutes of the owners' meetings.",
          'If anything is missing, we obtain the documents from the land registry, the building authority or the property manager on your behalf, with your power of attorney.',
        ],
      },
      {
        id: 'selling-4',
        question: 'What does selling with Havelblick cost me?',
        answer: [
          'Our commission is only payable if your property is actually sold; there are no marketing costs up front. For flats and single-family houses, the commission is split equally between seller and buyer under §\u00a0656c BGB.',
          'We set out the exact amount transparently in the brokerage agreement before marketing begins.',
        ],
      },
      {
        id: 'selling-5',
        question: 'How do you market my property?',
        answer: [
          'Every property receives a professional brochure with architectural photography, floor plans and, if you wish, a virtual tour. We present it on the major property portals, on our website and directly to registered prospective buyers.',
          'If you prefer discretion, we can also market your property quietly, exclusively through our network of vetted buyers.',
        ],
      },
      {
        id: 'selling-6',
        question: 'Can I sell a property that is let?',
        answer: [
          'Yes. Under the principle that "sale does not break a lease" (§\u00a0566 BGB), the buyer takes over the existing tenancy agreement; the tenant does not have to move out.',
          'If the flat was only converted into a condominium after it was let, the tenant may have a right of first refusal (§\u00a0577 BGB). Let properties appeal mainly to investors, and we tailor the marketing accordingly.',
        ],
      },
      {
        id: 'selling-7',
        question: 'What happens after the notary appointment?',
        answer: [
          'After notarisation, the notary applies for a priority notice of conveyance (Auflassungsvormerkung) in the land register and obtains any necessary approvals and consents to the deletion of charges. Once all conditions are met, the notary asks the buyer to pay the purchase price.',
          'Once payment has been received, you hand over the property with a handover report and meter readings; the transfer of ownership in the land register follows a few weeks later. We are at your side until the keys are handed over.',
        ],
      },
    ],
  },
  {
    key: 'renting',
    title: 'Renting',
    entries: [
      {
        id: 'renting-1',
        question: "Do I have to pay an agent's commission as a tenant?",
        answer: [
          'No, if the landlord has instructed us. Residential lettings follow the "client pays" principle (Bestellerprinzip): the commission is paid by whoever instructed the agent – as a rule, the landlord.',
          'A commission can only be charged to you if you expressly instruct us in text form to find a flat for you and we acquire a flat exclusively on your behalf.',
        ],
      },
      {
        id: 'renting-2',
        question: 'Which documents do I need to apply for a rental?',
        answer: [
          'Usually a tenant self-disclosure form, proof of income for the last three months, a copy of your ID and a current credit report, for example from SCHUFA. Many landlords also ask for a certificate from your current landlord confirming that you have no rent arrears.',
          'We only request information that is permitted under the GDPR, and only once it is actually needed for the decision.',
        ],
      },
      {
        id: 'renting-3',
        question: 'How high can the rental deposit be?',
        answer: [
          "The deposit may not exceed three months' net rent excluding service charges (§\u00a0551 BGB). You may pay it in three equal monthly instalments, the first being due at the start of the tenancy.",
          'The landlord must keep the deposit separate from their own assets and repay it after the tenancy ends, once any outstanding claims have been checked.',
        ],
      },
      {
        id: 'renting-4',
        question: 'How long does a lease run?',
        answer: [
          'A typical lease runs for at least 12 months. Most residential leases are concluded for an indefinite period, and both parties often agree to mutually waive the right to give notice for the first year.',
          'Fixed-term residential leases are only permitted for specific reasons stated in the contract, for example if the landlord intends to use the flat themselves later (§\u00a0575 BGB).',
        ],
      },
      {
        id: 'renting-5',
        question: 'What notice period applies to me as a tenant?',
        answer: [
          'For an open-ended lease, the notice period for tenants is about 3 months: notice must be received by the third working day of a month to take effect at the end of the month after next (§\u00a0573c BGB). It must be given in writing and signed by hand.',
          'For landlords, the period increases with the length of the tenancy to up to nine months, and they also need a legitimate interest such as personal use. If you have agreed to waive notice, termination takes effect at the earliest when the waiver ends.',
        ],
      },
      {
        id: 'renting-6',
        question: 'What does the rent cap (Mietpreisbremse) mean?',
        answer: [
          'In areas with a tight housing market – which currently includes all of Berlin – the rent for a new tenancy may be no more than 10% above the local comparative rent. The local rent index (Mietspiegel) provides a guide.',
          'Exceptions include new buildings first let after 1 October 2014 and the first letting after comprehensive modernisation. A higher rent paid by the previous tenant may also still be charged.',
        ],
      },
    ],
  },
  {
    key: 'management',
    title: 'Property management',
    entries: [
      {
        id: 'management-1',
        question: 'What does your tenancy management include?',
        answer: [
          'We take care of everything that arises during a tenancy: rent collection and reminders, communication with tenants, flat handovers, rent increases within the legal framework and the annual service charge statement.',
          'You receive clear statements at regular intervals, so you always keep track of your property.',
        ],
      },
      {
        id: 'management-2',
        question: 'What does a WEG manager do?',
        answer: [
          "A WEG manager looks after the common property of a community of flat owners (Wohnungseigentümergemeinschaft). They convene the owners' meeting at least once a year, implement its resolutions, prepare the budget and annual statement and manage the maintenance reserve.",
          'Since December 2023, every flat owner has in principle been able to demand that a certified manager be appointed. Our managers meet this requirement.',
        ],
      },
      {
        id: 'management-3',
        question: 'When must the service charge statement be provided?',
        answer: [
          'The landlord must provide the service charge statement (legally, the Betriebskostenabrechnung) no later than 12 months after the end of the billing period (§\u00a0556(3) BGB). If it arrives later, the landlord can generally no longer claim additional payments, but must still refund any credit.',
          'As managers, we prepare the statement on time, transparently and in line with the German Operating Costs Ordinance (Betriebskostenverordnung).',
        ],
      },
      {
        id: 'management-4',
        question: 'What happens in the event of damage or an emergency?',
        answer: [
          'For emergencies such as burst pipes or heating failures, we quickly arrange help through our network of vetted tradespeople, even outside our office hours. We commission minor repairs ourselves up to an amount agreed with you.',
          'For larger works, we obtain comparative quotes and agree the approach with you in advance.',
        ],
      },
    ],
  },
  {
    key: 'legal',
    title: 'Legal',
    entries: [
      {
        id: 'legal-1',
        question: 'Why does a property purchase have to be notarised?',
        answer: [
          'Under §\u00a0311b BGB, a contract for the purchase of land is only valid if it is notarised. The notary is obliged to remain neutral, reads out the entire contract and explains its legal implications to both parties.',
          'However, the notary does not advise either party one-sidedly. If you would like your own interests reviewed individually, please consult a lawyer of your choice.',
        ],
      },
      {
        id: 'legal-2',
        question: 'What is the land register and what is a priority notice of conveyance for?',
        answer: [
          'The land register (Grundbuch) is a public register kept at the local court that records the owners of a property and the rights and encumbrances attached to it, such as rights of way or land charges. Anyone who can demonstrate a legitimate interest may inspect it.',
          'A priority notice of conveyance (Auflassungsvormerkung) secures your claim as the buyer to the transfer of ownership until you are registered as owner yourself. The purchase price usually only falls due once the notice has been entered.',
        ],
      },
      {
        id: 'legal-3',
        question: "How is the agent's commission regulated by law?",
        answer: [
          'For sales of flats and single-family houses to consumers, §\u00a0656c BGB has applied since December 2020: if the agent acts for both parties, they may only charge buyer and seller the same amount of commission. If only one party instructed the agent, the other may be asked to pay no more than half (§\u00a0656d BGB).',
          'In these cases, the brokerage agreement must be in text form. These rules do not apply to commercial property or apartment buildings, where the commission is freely negotiable.',
        ],
      },
      {
        id: 'legal-4',
        question: 'Do I need an energy performance certificate?',
        answer: [
          'Yes, if you sell or let a property. Under the Building Energy Act (GEG), property adverts must already state the key figures, and the energy performance certificate must be presented at the viewing at the latest.',
          'An energy performance certificate is valid for ten years. Whether a consumption-based certificate is sufficient or a demand-based one is required depends, among other things, on the age and size of the building; exemptions apply to listed buildings.',
        ],
      },
      {
        id: 'legal-5',
        question: 'Do I have to pay tax when I sell my property?',
        answer: [
          'Gains from selling privately held property are generally tax-free if more than ten years have passed between purchase and sale, or if you lived in the property yourself in the year of sale and the two preceding years (§\u00a023 EStG). Otherwise, the gain may be subject to income tax.',
          'We do not provide tax or legal advice. Please clarify your personal situation with a tax adviser before selling.',
        ],
      },
    ],
  },
  {
    key: 'market',
    title: 'Market',
    entries: [
      {
        id: 'market-1',
        question: 'How are property prices developing in Berlin?',
        answer: [
          'After the sharp price rises of the 2010s and a correction following higher interest rates, prices in many parts of Berlin have recently stabilised. Sought-after locations and energy-efficient properties generally perform better than unrenovated older buildings.',
          'Reliable forecasts for individual properties are difficult. We would be happy to explain the current situation in your preferred district in a personal conversation.',
        ],
      },
      {
        id: 'market-2',
        question: 'What is the standard land value and how is market value determined?',
        answer: [
          'The standard land value (Bodenrichtwert) is an average value per square metre of land in a given location. The local valuation committees (Gutachterausschüsse) derive it from prices actually paid, and it can usually be viewed online free of charge, for example via BORIS-D.',
          'Depending on the property, surveyors determine the market value of a developed plot using the comparative, income or cost approach. The standard land value is an important component, but does not replace a valuation of the building.',
        ],
      },
      {
        id: 'market-3',
        question: 'Is now a good time to buy?',
        answer: [
          'That depends less on the market than on your personal situation: your equity, a secure income, how long you plan to use the property and current interest costs should all fit together. If you intend to live in a property for the long term, short-term price fluctuations affect you less.',
          'Nobody can reliably predict the perfect moment. We would be happy to help you compare buying and renting objectively for your situation.',
        ],
      },
    ],
  },
];
