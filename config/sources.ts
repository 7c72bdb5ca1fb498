/**
 * The Home Assistant repositories that docs cite in their `sources` front matter (`core:homeassistant/const.py`),
 * and the commit or tag each was read at for a release. A page's "Source" links point at the pin of DOCS_RELEASE;
 * `npm run drift` compares two releases' pins. Kept free of Node imports: the theme reads it too.
 */
export type SourceRepo = {
  /** GitHub owner/name. */
  github: string;
  /** Pins by docs release: a commit (40 hex digits) or a tag. */
  pins: Record<string, string>;
};

export const SOURCE_REPOS = {
  core: {
    // Too large to clone here: tags are the release itself, and paths are checked against the look-up tools' lists.
    github: 'home-assistant/core',
    pins: {'2025.11': '2025.11.0', '2026.7': '2026.7.0', '2026.8': '2026.8.0'},
  },
  frontend: {
    // The newest frontend commit the stored history reaches before the docs' date is of 2026-05-17.
    github: 'home-assistant/frontend',
    pins: {
      '2025.11': 'b6abbdafb88e42aa55c9499ef9220bd2471ba8dd',
      '2026.7': '85b2ca377ad228c0cec80bde7d011d9195650a8b',
      '2026.8': '85b2ca377ad228c0cec80bde7d011d9195650a8b',
    },
  },
  supervisor: {
    github: 'home-assistant/supervisor',
    pins: {
      '2025.11': 'c9ceb4a4e3ea8930d6fba86fbbfab54a234b03ff',
      '2026.7': 'c41ae18dde832f8f9dd7d1b96f4517b8ac7f6891',
      '2026.8': '99fb8e1295a6a7de60faff3b59abcd0ac297a8b4',
    },
  },
  'operating-system': {
    // The stored history ends 2026-02-14.
    github: 'home-assistant/operating-system',
    pins: {
      '2025.11': 'ba6876dffce0c999ae6a750cfbdb259bbe5961e7',
      '2026.7': 'f58c959e69d7288680dfa950918500b87d9b942a',
      '2026.8': 'f58c959e69d7288680dfa950918500b87d9b942a',
    },
  },
  android: {
    github: 'home-assistant/android',
    pins: {
      '2025.11': 'b5b5f14f45d7071262ebc370a2ab53457202989b',
      '2026.7': 'be047b70c59c49fb38ca49203dd29c527720efee',
      '2026.8': '65df9d2b521f37dd77a9baccfdabe1f6f7863fa9',
    },
  },
  ios: {
    github: 'home-assistant/iOS',
    pins: {
      '2025.11': '565255fd88c909b787b52f721c700a8d0f58d879',
      '2026.7': '9a7c699b574bead940525bf6a64fcf290c601067',
      '2026.8': '1451b2e1be49db5430036ee9e27132d6101264b6',
    },
  },
  intents: {
    // The stored history ends 2025-07-05: every release reads that commit.
    github: 'home-assistant/intents',
    pins: {
      '2025.11': 'aa550032a57b67c13995c032220bc4101521ead2',
      '2026.7': 'aa550032a57b67c13995c032220bc4101521ead2',
      '2026.8': 'aa550032a57b67c13995c032220bc4101521ead2',
    },
  },
  hassil: {
    // The stored history ends 2025-06-24.
    github: 'home-assistant/hassil',
    pins: {
      '2025.11': 'adba3577de783a0e0ac94780697bca1513309204',
      '2026.7': 'adba3577de783a0e0ac94780697bca1513309204',
      '2026.8': 'adba3577de783a0e0ac94780697bca1513309204',
    },
  },
  'home-assistant-js-websocket': {
    github: 'home-assistant/home-assistant-js-websocket',
    pins: {
      '2025.11': '885e98745127069b78f279f756c7885852ab96f3',
      '2026.7': '324c612f08c01ac76390dda7c12e3eee930ce5fd',
      '2026.8': 'c5efda20c5cc8118f4093506ed13af607580dfc1',
    },
  },
  'addons-example': {
    github: 'home-assistant/addons-example',
    pins: {
      '2025.11': 'cba0f90d9f59e7b3901ceed8950d90f259f04570',
      '2026.7': '1e93efd4150a4f875b952256133ecfd0d271f5c4',
      '2026.8': '1e93efd4150a4f875b952256133ecfd0d271f5c4',
    },
  },
  builder: {
    github: 'home-assistant/builder',
    pins: {
      '2025.11': '8cfef9e50f0b04c0ad9a914759eba1202dcbe71c',
      '2026.7': '550a37f194e77386a478614105fc03671b183fc3',
      '2026.8': '6aa51d57cae748bf94c85a154c1602c941cc36dd',
    },
  },
  habluetooth: {
    // The Bluetooth scanner and advertisement-tracking library behind core's bluetooth integration.
    github: 'Bluetooth-Devices/habluetooth',
    pins: {
      '2025.11': '652743cb87c92eb19109b8da251f34bc52d435a5',
      '2026.7': '6416b54b47d5234c8065def84a730dcab1226f83',
      '2026.8': '8d3e16c6cc9bca670387ac35949604aa1c1b4acc',
    },
  },
  'modbus-connection': {
    // Begun in 2026: no pin for earlier releases.
    github: 'home-assistant-libs/modbus-connection',
    pins: {
      '2026.7': '2ef4d3ac9ec49b9fc6ae2be04928173d4bf796c5',
      '2026.8': '6a19c10cfebeb886d7c2fa89641b51d9195c7e30',
    },
  },
} as const satisfies Record<string, SourceRepo>;

export type SourceRepoKey = keyof typeof SOURCE_REPOS;
