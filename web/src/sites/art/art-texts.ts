import type { DemoContactTexts } from '../../shared/demo-contact/demo-contact-texts';

/** One poem: its anchor id, its title and its stanzas, each a list of lines. */
export interface Poem {
  id: string;
  title: string;
  stanzas: readonly (readonly string[])[];
}

const artist = 'Mara Lindqvist';
const siteName = 'ArtAlley';

/** The about page's contact form (spec §4, §5): the spec's messages, word for word. */
export const artContactTexts: DemoContactTexts = {
  labels: { name: 'Name', email: 'Email', message: 'Message' },
  errors: {
    name: 'Please enter a valid name.',
    email: 'Please enter a valid email address.',
    messageTooLong: 'Your message is too long.',
    messageEmpty: 'Please enter a message.',
  },
  submit: 'Send message',
  notice: 'Please use the contact form on our Sternsinger homepage.',
};

/** Eight poems for /ArtAlley/poems (spec §2), written for this site. */
export const poems: readonly Poem[] = [
  {
    id: 'grand-scheme',
    title: 'Grand Scheme',
    stanzas: [
      [
        'The cosmos keeps no ledger of my days;',
        'it spins its dust in unremarkable arcs.',
        'A billion suns burn out in quiet ways',
        'and no one stops to count their falling sparks.',
      ],
      [
        'And yet this morning, on the kitchen sill,',
        'a spider hung her scaffold from the light',
        'and held the whole of heaven very still',
        'inside a single thread, pulled silver-tight.',
      ],
      [
        'So let the galaxies keep turning blind —',
        'I’ve found the plan they never meant to show:',
        'the grand design is something small and kind,',
        'a thread that sways, and will not let me go.',
      ],
    ],
  },
  {
    id: 'guiding-star',
    title: 'Guiding Star',
    stanzas: [
      [
        'When I was seven, Father pointed north:',
        '“That one,” he said, “the one that holds its place.',
        'The sailors read it, and they ventured forth',
        'with nothing but its small, unhurried grace.”',
      ],
      [
        'I’ve lost the sky a hundred times since then',
        'to neon, smoke, and years that moved too fast;',
        'I’ve sworn I’d never find my way again',
        'and learned that every storm is overcast,',
      ],
      [
        'not empty. Somewhere past the rolling grey',
        'the quiet star is keeping to its post.',
        'I do not need to see it every day',
        'to steer by what I still believe in most.',
      ],
    ],
  },
  {
    id: 'igniting-beauty',
    title: 'Igniting Beauty',
    stanzas: [
      [
        'Beauty does not wait to be admired;',
        'it strikes like flint against the common stone —',
        'a sudden spark where nothing was desired,',
        'a flame the dark had never known it owned.',
      ],
      [
        'I’ve seen it flare in puddles after rain,',
        'in rust that blossoms red across a gate,',
        'in an old woman humming on the train',
        'so softly that the whole carriage would wait.',
      ],
      [
        'So carry matches. Strike them without pause.',
        'Hold every flicker up against the night.',
        'The world is tinder, dry with its old flaws:',
        'be reckless with your small, unlikely light.',
      ],
    ],
  },
  {
    id: 'lifes-waltz',
    title: "Life's Waltz",
    stanzas: [
      [
        'One, two, three — and the fiddles begin;',
        'we stumble through childhood on borrowed feet.',
        'One, two, three — let the whole room spin,',
        'and strangers turn into the people we meet.',
      ],
      [
        'One, two, three — and the partners change;',
        'we lose a hand and we find a hand.',
        'The tune grows familiar, the faces strange,',
        'and none of it goes as the dancers planned.',
      ],
      [
        'One, two, three — and the lamps burn low,',
        'the boards worn pale where our years went round.',
        'Take my hand once more before we go:',
        'the music is kind, and the floor is sound.',
      ],
    ],
  },
  {
    id: 'labyrinth',
    title: 'Labyrinth',
    stanzas: [
      [
        'I built these walls to keep a monster in,',
        'then lost the plan and wandered there myself.',
        'Each corridor returns to where I’ve been;',
        'each alcove keeps a mirror on a shelf.',
      ],
      [
        'I called for Ariadne and her thread;',
        'the echo only answered with my name.',
        'I learned the dark by touch and pressed ahead —',
        'each wrong turn taught me something all the same.',
      ],
      [
        'At last I found the monster. It was small,',
        'and shaking, and it wore my younger face.',
        'I sat with it beside the final wall,',
        'and all the walls fell open into space.',
      ],
    ],
  },
  {
    id: 'bright-light',
    title: 'Bright Light',
    stanzas: [
      [
        'Some mornings the light comes in',
        'like it owns the place —',
        'kicks off its shoes on the floorboards,',
        'climbs the bookshelf,',
        'sets the dust to dancing',
        'like a crowd that just heard its song.',
      ],
      [
        'I used to draw the curtains.',
        'Now I leave them open',
        'and let it rummage through my things,',
        'pick up the half-done canvas,',
        'hold it to the window',
        'and say: again. But brighter.',
      ],
    ],
  },
  {
    id: 'chisel-ma-nizzle',
    title: "Chisel ma' Nizzle",
    stanzas: [
      [
        'Come here, ma’ Nizzle, my chisel, my friend,',
        'with your nicked little nose and your stubborn blunt end.',
        'We’ve chipped through the granite, we’ve sweet-talked the slate,',
        'we’ve argued with marble from breakfast till late.',
      ],
      [
        'The block says it’s nothing. You tap, and it sighs;',
        'a shoulder falls open, a cheek, then two eyes.',
        'The dust in my hair and the ache in my wrist',
        'are the rent that I pay for a face to exist.',
      ],
      [
        'So here’s to the hammer, and here’s to the blow,',
        'to the angel that hides where the big chunks go.',
        'They’ll set her on plinths and they’ll praise every line —',
        'but the credit, ma’ Nizzle, is half yours, half mine.',
      ],
    ],
  },
  {
    id: 'turpentine-dawn',
    title: 'Turpentine Dawn',
    stanzas: [
      [
        'Before the city clears its throat',
        'I rinse my brushes in the sink:',
        'the turpentine, a sharp green note,',
        'the water blooming into ink.',
      ],
      [
        'The canvas waits, a field of frost,',
        'and I, a stranger to its weather,',
        'count every colour I have lost',
        'and try to stitch the light together.',
      ],
      [
        'By seven, blue has found the sky;',
        'by eight, the red has found its nerve;',
        'and I, who never learned to fly,',
        'have learned to trust a single curve.',
      ],
    ],
  },
];

/** Everything the art portfolio says outside the gallery; English only (spec §2). */
export const artTexts = {
  lang: 'en',
  siteName,
  artist,
  skipLink: 'Skip to content',
  titles: {
    home: `${siteName} – paintings, sculpture and poems by ${artist}`,
    poems: `Poems – ${siteName}`,
    about: `About – ${siteName}`,
    notFound: `Page not found – ${siteName}`,
  },
  /** Each page's search snippet (meta description), like its title; the gallery's is its own. */
  descriptions: {
    home: `The portfolio of ${artist}: paintings, small sculptures and poems from a studio at the end of a cobbled alley – with a gallery, commissions and a contact form.`,
    poems: `Eight poems by ${artist} about stars, stone, dancing and beginning again – written between coats of paint, mostly at dawn, and set like a small book.`,
    about: `About ${artist}, painter, sculptor and poet in a converted tram depot with an open studio every first Saturday. Write to her about a commission, a piece or a poem.`,
    notFound: `This page of ${siteName} does not exist. You will be taken back to the entrance with paintings, sculpture and poems by ${artist} in a few seconds.`,
  },
  nav: {
    label: 'Main',
    homeLabel: `${siteName}, home`,
    menu: 'Menu',
    items: { home: 'HOME', gallery: 'GALLERY', poems: 'POEMS', about: 'ABOUT' },
  },
  footer: {
    label: 'Footer',
    tagline: 'Paintings, stone and verse from the end of a cobbled alley.',
    madeBy: 'A demo by Sternsinger Webdesign',
    /** The agency runs the site: its legal notice and privacy policy (in German) cover it. */
    legalLabel: 'Legal',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    copyright: (year: number) => `© ${year} ${artist}`,
  },
  home: {
    kicker: `The portfolio of ${artist}`,
    /** The h1, drawn one line after the other. */
    titleLines: ['Colour,', 'stone', '& quiet verse.'],
    lead: 'Paintings, small sculptures and poems from a studio at the end of a cobbled alley.',
    heroCta: 'Enter the gallery',
    heroArtLabel: 'An abstract painting: an ochre sun above a blue arch, crossed by red brushwork.',
    quotes: [
      {
        text: 'Art is long, life is short.',
        source: 'Hippocrates, Aphorisms',
      },
      {
        text: 'We are all in the gutter, but some of us are looking at the stars.',
        source: 'Oscar Wilde, Lady Windermere’s Fan',
      },
    ],
    about: {
      title: 'About me',
      text: [
        `I’m ${artist}. I paint what I cannot say, carve what I cannot paint, and write down whatever is left over.`,
        'My studio is a converted tram depot at the end of an alley — hence the name. The doors stay open on the first Saturday of every month.',
      ],
      link: 'More about me',
    },
    connect: {
      title: 'Connect',
      text: 'A commission, a question about a piece, or just a kind word about a poem — I read every message.',
      cta: 'Write to me',
      socialLabel: 'Social media',
      /** The buttons are a demo: they all lead to the site root (spec §2). */
      socials: ['Instagram', 'Behance', 'Pinterest'],
      socialHint: '(demo link to the main site)',
    },
    products: {
      title: 'What I offer',
      lead: 'Three ways into the studio.',
      tiles: {
        contract: {
          title: 'Contract Work',
          text: 'Portraits, murals and small sculptures made for you — from the first sketch to the final varnish.',
        },
        gallery: {
          title: 'My Art Gallery',
          text: 'Paintings and studies from the studio. Sign in to vote and leave a comment.',
        },
        poems: {
          title: 'Self-written Poems',
          text: 'Eight poems about stars, stone, dancing and beginning again.',
        },
      },
    },
    questions: {
      title: 'Questions',
      items: [
        {
          q: 'Do you take commissions?',
          a: 'Yes — portraits, murals and small sculptures. Send me your idea, the size and your deadline through the contact form, and I will answer within a week.',
        },
        {
          q: 'Can I buy prints of the gallery pieces?',
          a: 'Selected paintings are available as signed prints in editions of 50. Ask about a piece through the contact form.',
        },
        {
          q: 'May I share one of your poems?',
          a: 'Please do, with my name and a link to this site. For print or commercial use, ask me first.',
        },
        {
          q: 'How do I comment and vote in the gallery?',
          a: 'Register with a user name in the gallery. Once you are logged in, you can comment, reply and vote on images and comments.',
        },
      ],
    },
  },
  poems: {
    title: 'Poems',
    lead: 'Written between coats of paint, mostly at dawn. Eight of them, for now.',
    contents: 'Contents',
    backToContents: 'Back to the contents',
  },
  inbox: {
    toggle: (unread: number) => `Inbox (${unread} unread)`,
    loading: 'Loading messages …',
    error: 'The messages could not be loaded.',
    retry: 'Try again',
    empty: 'No messages yet.',
    loadOlder: 'Show older messages',
    loadingOlder: 'Loading older messages …',
    olderError: 'The older messages could not be loaded.',
    unread: 'new',
    dialogTitle: (sender: string) => `Message from ${sender}`,
    close: 'Close',
    closeDialog: 'Close the message',
    delete: 'Delete',
    deleteFailed: 'The message could not be deleted. Please try again.',
  },
  about: {
    title: 'About',
    kicker: 'Painter · sculptor · poet',
    portraitLabel: `A line drawing of ${artist}: one continuous stroke tracing a face in profile.`,
    text: [
      `I’m ${artist}, and I have been making things with my hands for as long as I can remember — first on the walls of my parents’ hallway, later on canvas, in clay and in stone.`,
      'I trained as a stonemason before I studied painting, and both crafts still argue in my work: the patience of the chisel and the impatience of the brush. Most of my paintings begin as a colour I cannot get out of my head; most of my poems begin as a painting that would not come right.',
      'The studio sits in an old tram depot at the end of a cobbled alley. It smells of turpentine and coffee, and on the first Saturday of every month its doors are open to anyone who wanders in.',
    ],
    facts: [
      { term: 'Studio', detail: 'A converted tram depot' },
      { term: 'Media', detail: 'Oil, gouache, ink, wool, marble' },
      { term: 'Open studio', detail: 'First Saturday of the month' },
    ],
    contact: {
      title: 'Contact',
      lead: 'Tell me about your idea, a piece you liked or a poem that stayed with you. Name, email and a message are all I need.',
    },
  },
  notFound: {
    code: '404',
    message: 'Page not found - You will be redirected automatically..',
    hint: (seconds: number) =>
      `Back to the entrance in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    link: 'Back to ArtAlley',
  },
} as const;
