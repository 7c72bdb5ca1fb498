// The Supervisor REST API reference. docs/api/supervisor/endpoints.md renders this list through
// src/components/SupervisorEndpoints, and tests/unit/supervisorEndpoints.test.ts keeps it consistent.

/** What this list was checked against: the Supervisor's routes, role middleware and request schemas on the docs' date. */
export const supervisorEndpointsSource = {
  repository: 'home-assistant/supervisor',
  commit: '0b5b0ce15f30f5881962ccb1abbac329a6556b65',
  date: '2026-08-19',
  release: '2026.08.0',
  files: [
    'supervisor/api/__init__.py',
    'supervisor/api/middleware/security.py',
    'supervisor/api/apps.py',
    'supervisor/api/*.py (request schemas and responses)',
  ],
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Values of `hassio_role` in an app's config.yaml, from least to most powerful. */
export type SupervisorRole = 'default' | 'homeassistant' | 'backup' | 'manager' | 'admin';

/**
 * Who may call an endpoint: the lowest app role that reaches it, `homeassistant_api` for the Core
 * proxy (gated by that config.yaml flag instead of a role), or `open` when no token is checked.
 * Home Assistant Core and the CLI plugin are not limited by roles. `core` marks the few endpoints
 * that answer Home Assistant Core only (discovery reads, ingress sessions, `sys_options`): no app
 * role reaches them.
 */
export type EndpointAccess = SupervisorRole | 'homeassistant_api' | 'open' | 'core';

export type SupervisorEndpointGroup =
  | 'addons'
  | 'audio'
  | 'auth'
  | 'backups'
  | 'cli'
  | 'core'
  | 'discovery'
  | 'dns'
  | 'docker'
  | 'hardware'
  | 'host'
  | 'ingress'
  | 'jobs'
  | 'mounts'
  | 'multicast'
  | 'network'
  | 'observer'
  | 'os'
  | 'resolution'
  | 'root'
  | 'security'
  | 'services'
  | 'store'
  | 'supervisor';

export interface EndpointParam {
  name: string;
  type: string;
  required?: boolean;
  /** Where the value goes; JSON body unless stated otherwise. */
  in?: 'body' | 'query';
  description: string;
}

export interface SupervisorEndpoint {
  method: HttpMethod;
  /** Path below http://supervisor, with placeholders in braces such as `{addon}`. */
  path: string;
  group: SupervisorEndpointGroup;
  description: string;
  params?: EndpointParam[];
  /** Example of the `data` member of a successful JSON response, or the body for text responses. */
  response?: unknown;
  /**
   * `json` (the default) answers with the result envelope; `text` and `binary` return the body as is;
   * `proxy` passes Home Assistant's own answer through.
   */
  responseType?: 'json' | 'text' | 'binary' | 'proxy';
  access: EndpointAccess;
}

export interface SupervisorEndpointGroupInfo {
  id: SupervisorEndpointGroup;
  title: string;
  /** Heading id on the endpoints page; kept equal to the long-standing anchors of that page. */
  anchor: string;
  summary: string;
}

export const supervisorEndpointGroups: readonly SupervisorEndpointGroupInfo[] = [
  {
    id: 'addons',
    title: 'Apps',
    anchor: 'apps',
    summary:
      'Installed apps: state, options, lifecycle and logs. The paths keep the `/addons/` prefix from the time apps were called add-ons. Use `self` as the slug to address the calling app.',
  },
  {
    id: 'audio',
    title: 'Audio',
    anchor: 'audio',
    summary: 'The audio plugin (PulseAudio): devices, profiles, volumes and the plugin container itself.',
  },
  {
    id: 'auth',
    title: 'Auth',
    anchor: 'auth',
    summary: 'Checking and resetting Home Assistant user credentials.',
  },
  {
    id: 'backups',
    title: 'Backup',
    anchor: 'backup',
    summary: 'Creating, restoring, uploading and downloading backups, and freezing the system for external backup tools.',
  },
  {
    id: 'cli',
    title: 'CLI',
    anchor: 'cli',
    summary: 'The plugin container that provides the `ha` command line.',
  },
  {
    id: 'core',
    title: 'Core',
    anchor: 'core',
    summary:
      'Home Assistant Core: version, options, lifecycle, logs and the API proxy. Every path except the `DELETE` proxy also answers under the older `/homeassistant/` prefix.',
  },
  {
    id: 'discovery',
    title: 'Discovery',
    anchor: 'discovery',
    summary: 'Messages from apps that announce a service to Home Assistant integrations.',
  },
  {
    id: 'dns',
    title: 'DNS',
    anchor: 'dns',
    summary: 'The DNS plugin (CoreDNS) that resolves names on the internal network and forwards the rest.',
  },
  {
    id: 'docker',
    title: 'Docker',
    anchor: 'docker',
    summary: 'The Docker engine on the host and the credentials for private container registries.',
  },
  {
    id: 'hardware',
    title: 'Hardware',
    anchor: 'hardware',
    summary: 'Devices and drives that the Supervisor sees on the host.',
  },
  {
    id: 'host',
    title: 'Host',
    anchor: 'host',
    summary: 'The host system: information, host name, power and the systemd journal.',
  },
  {
    id: 'ingress',
    title: 'Ingress',
    anchor: 'ingress',
    summary: 'Sessions and panels for app web interfaces shown inside Home Assistant.',
  },
  {
    id: 'jobs',
    title: 'Jobs',
    anchor: 'jobs',
    summary: 'Long-running Supervisor jobs, their progress and errors.',
  },
  {
    id: 'mounts',
    title: 'Mounts',
    anchor: 'mounts',
    summary: 'Network storage (CIFS and NFS) mounted for backups, media or the share folder.',
  },
  {
    id: 'multicast',
    title: 'Multicast',
    anchor: 'multicast',
    summary: 'The multicast plugin that relays mDNS between the host network and the containers.',
  },
  {
    id: 'network',
    title: 'Network',
    anchor: 'network',
    summary: 'Host network interfaces as managed through NetworkManager, including Wi-Fi and VLANs.',
  },
  {
    id: 'observer',
    title: 'Observer',
    anchor: 'observer',
    summary: 'The observer plugin, a status page that stays reachable when the Supervisor is not.',
  },
  {
    id: 'os',
    title: 'OS',
    anchor: 'os',
    summary: 'Home Assistant OS: updates, boot slots, the data disk and board-specific settings.',
  },
  {
    id: 'resolution',
    title: 'Resolution',
    anchor: 'resolution',
    summary: 'The resolution center: detected issues, suggested fixes and the checks that find them.',
  },
  {
    id: 'root',
    title: 'Root',
    anchor: 'root',
    summary: 'Endpoints directly below the root that summarise the whole installation.',
  },
  {
    id: 'security',
    title: 'Security',
    anchor: 'security',
    summary: 'Global security settings of the Supervisor.',
  },
  {
    id: 'services',
    title: 'Service',
    anchor: 'service',
    summary: 'Connection details that provider apps publish for consumers, such as an MQTT broker.',
  },
  {
    id: 'store',
    title: 'Store',
    anchor: 'store',
    summary: 'The app store: repositories and the apps they offer, installed or not.',
  },
  {
    id: 'supervisor',
    title: 'Supervisor',
    anchor: 'supervisor',
    summary: 'The Supervisor itself: version, channel, options, updates and logs.',
  },
];

// Shared example payloads. Values are illustrative, not taken from a particular installation.
const statsExample = {
  cpu_percent: 1.36,
  memory_usage: 268435456,
  memory_limit: 8246337536,
  memory_percent: 3.26,
  network_rx: 48211968,
  network_tx: 7340032,
  blk_read: 104857600,
  blk_write: 20971520,
};

const pluginVersionExample = {
  version: '2025.08.0',
  version_latest: '2025.08.0',
  update_available: false,
};

const jobExample = {
  name: 'backup_manager_partial_backup',
  reference: '3f8a9c21',
  uuid: 'b6c2f0d4e1a84b7f9c3d2e1f0a9b8c7d',
  progress: 42.5,
  stage: 'addons',
  done: false,
  created: '2025-10-28T21:14:03.512781+00:00',
  extra: null,
  child_jobs: [],
  errors: [],
};

const backupExample = {
  slug: '3f8a9c21',
  name: 'Before updating Core',
  date: '2025-10-28T21:14:03.512781+00:00',
  type: 'partial',
  size: 41.7,
  size_bytes: 43725291,
  location: null,
  locations: [null, 'nas_backups'],
  protected: true,
  location_attributes: {
    '.local': { protected: true, size_bytes: 43725291 },
    nas_backups: { protected: true, size_bytes: 43725291 },
  },
  compressed: true,
  content: {
    homeassistant: true,
    addons: ['core_mosquitto'],
    folders: ['share'],
  },
};

const mountExample = {
  name: 'nas_backups',
  type: 'cifs',
  usage: 'backup',
  server: 'nas.local',
  share: 'homeassistant',
  port: null,
  read_only: false,
  state: 'active',
  user_path: null,
};

const interfaceExample = {
  interface: 'end0',
  type: 'ethernet',
  enabled: true,
  connected: true,
  primary: true,
  mac: 'D8:3A:DD:12:34:56',
  ipv4: {
    method: 'auto',
    address: ['192.168.1.20/24'],
    nameservers: ['192.168.1.1'],
    gateway: '192.168.1.1',
    route_metric: null,
    ready: true,
  },
  ipv6: {
    method: 'auto',
    address: ['fd12:3456:789a::20/64'],
    nameservers: [],
    gateway: 'fe80::1',
    addr_gen_mode: 'default',
    ip6_privacy: 'default',
    route_metric: null,
    ready: true,
  },
  wifi: null,
  vlan: null,
  mdns: 'announce',
  llmnr: 'announce',
};

const storeAddonExample = {
  name: 'Mosquitto broker',
  slug: 'core_mosquitto',
  description: 'An Open Source MQTT broker',
  advanced: false,
  stage: 'stable',
  version: '6.5.1',
  version_latest: '6.5.2',
  update_available: true,
  available: true,
  installed: true,
  homeassistant: null,
  repository: 'core',
  build: false,
  url: 'https://github.com/home-assistant/addons/tree/master/mosquitto',
  icon: true,
  logo: true,
  arch: ['aarch64', 'amd64'],
  documentation: true,
};

const repositoryExample = {
  slug: 'a0d7b954',
  name: 'Example community apps',
  source: 'https://github.com/example/addons',
  url: 'https://github.com/example/addons',
  maintainer: 'Example Maintainers <addons@example.com>',
};

/** The log family every container-backed component shares, backed by the host journal. */
function containerLogs(
  group: SupervisorEndpointGroup,
  prefix: string,
  subject: string,
  access: EndpointAccess,
): SupervisorEndpoint[] {
  return [
    {
      method: 'GET',
      path: `${prefix}/logs`,
      group,
      description: `Return the log of ${subject} from the current boot as plain text.`,
      responseType: 'text',
      access,
    },
    {
      method: 'GET',
      path: `${prefix}/logs/follow`,
      group,
      description: `Stream the log of ${subject}, keeping the connection open and sending new lines as they are written.`,
      responseType: 'text',
      access,
    },
    {
      method: 'GET',
      path: `${prefix}/logs/latest`,
      group,
      description: `Return the complete log of ${subject} since its container last started, as plain text without terminal colour codes (Supervisor 2025.09.1 and later).`,
      responseType: 'text',
      access,
    },
    {
      method: 'GET',
      path: `${prefix}/logs/boots/{bootid}`,
      group,
      description: `Return the log of ${subject} from the given boot.`,
      responseType: 'text',
      access,
    },
    {
      method: 'GET',
      path: `${prefix}/logs/boots/{bootid}/follow`,
      group,
      description: `Stream the log of ${subject} from the given boot, which is only useful for the current one.`,
      responseType: 'text',
      access,
    },
  ];
}

export const supervisorEndpoints: readonly SupervisorEndpoint[] = [
  // Apps
  {
    method: 'GET',
    path: '/addons',
    group: 'addons',
    description: 'List the installed apps with their version and state.',
    response: {
      addons: [
        {
          name: 'Mosquitto broker',
          slug: 'core_mosquitto',
          description: 'An Open Source MQTT broker',
          advanced: false,
          stage: 'stable',
          version: '6.5.1',
          version_latest: '6.5.2',
          update_available: true,
          available: true,
          detached: false,
          homeassistant: null,
          state: 'started',
          repository: 'core',
          build: false,
          url: 'https://github.com/home-assistant/addons/tree/master/mosquitto',
          icon: true,
          logo: true,
          system_managed: false,
        },
      ],
    },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/reload',
    group: 'addons',
    description: 'Reload the app store repositories and the information about installed apps.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/addons/{addon}/info',
    group: 'addons',
    description:
      'Return the full description of one app, combining its configuration, its store data and its current state. Since Supervisor 2026.07.0 `options` is an empty object when another app asks without the `manager` or `admin` role, because options often hold passwords. `advanced` is always `false` since Supervisor 2026.03.0.',
    response: {
      name: 'Sensor bridge',
      slug: 'local_sensor_bridge',
      hostname: 'local-sensor-bridge',
      dns: ['local-sensor-bridge.local.hass.io'],
      description: 'Bridges serial sensors to MQTT.',
      long_description: '# Sensor bridge\n\nReads serial sensors and publishes them over MQTT.',
      advanced: false,
      stage: 'stable',
      repository: 'local',
      version: '2.4.1',
      version_latest: '2.4.1',
      update_available: false,
      protected: true,
      rating: 6,
      boot_config: 'auto',
      boot: 'auto',
      options: { device: '/dev/ttyUSB0', interval: 30, log_level: 'info' },
      schema: [{ name: 'interval', required: true, type: 'integer', valueMin: 5, valueMax: 3600 }],
      arch: ['aarch64', 'amd64'],
      machine: [],
      homeassistant: null,
      url: 'https://github.com/example/sensor-bridge',
      detached: false,
      available: true,
      build: true,
      network: { '8080/tcp': 8080 },
      network_description: { '8080/tcp': 'Web interface' },
      host_network: false,
      host_pid: false,
      host_ipc: false,
      host_uts: false,
      host_dbus: false,
      privileged: [],
      full_access: false,
      apparmor: 'profile',
      icon: true,
      logo: true,
      changelog: true,
      documentation: true,
      stdin: false,
      hassio_api: true,
      hassio_role: 'default',
      auth_api: false,
      homeassistant_api: false,
      gpio: false,
      usb: false,
      uart: true,
      kernel_modules: false,
      devicetree: false,
      udev: false,
      docker_api: false,
      video: false,
      audio: false,
      startup: 'services',
      services: ['mqtt:need'],
      discovery: [],
      translations: {},
      ingress: true,
      signed: false,
      state: 'started',
      webui: null,
      ingress_entry: '/api/hassio_ingress/4rb0zSJWx0mGfDM3BQ0pSDrk2wbDm_xO',
      ingress_url: '/api/hassio_ingress/4rb0zSJWx0mGfDM3BQ0pSDrk2wbDm_xO/',
      ingress_port: 8099,
      ingress_panel: true,
      audio_input: null,
      audio_output: null,
      auto_update: false,
      ip_address: '172.30.33.4',
      watchdog: true,
      devices: ['/dev/ttyUSB0'],
      system_managed: false,
      system_managed_config_entry: null,
    },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/uninstall',
    group: 'addons',
    description: 'Uninstall an app and remove its container, image and private data.',
    params: [
      {
        name: 'remove_config',
        type: 'bool',
        description: "Also delete the app's public configuration folder under `/addon_configs`.",
      },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/start',
    group: 'addons',
    description: 'Start the app. The call returns when the container is running, not when the service inside is ready.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/stop',
    group: 'addons',
    description: 'Stop the app container.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/restart',
    group: 'addons',
    description: 'Stop and start the app, applying changed options.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/rebuild',
    group: 'addons',
    description: 'Rebuild the image of a locally built app from its current files and restart it.',
    params: [
      {
        name: 'force',
        type: 'bool',
        description: 'Rebuild even an app that normally installs a pre-built image, from the files in its repository.',
      },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/install',
    group: 'addons',
    description: 'Install an app from the store. Kept for older clients; new code calls the store endpoint for installs.',
    params: [{ name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/update',
    group: 'addons',
    description:
      'Update an installed app to the latest version. Kept for older clients; new code calls the store endpoint for updates. An app cannot update itself (`403`).',
    params: [
      { name: 'backup', type: 'bool', description: 'Create a partial backup of the app before updating.' },
      { name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting for the update.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/options',
    group: 'addons',
    description: 'Change user-facing settings of the app. Only the keys you send are changed.',
    params: [
      { name: 'boot', type: 'string', description: '`auto` or `manual`.' },
      { name: 'auto_update', type: 'bool', description: 'Update the app automatically when a new version appears.' },
      {
        name: 'network',
        type: 'dict',
        description: 'Host ports per container port, as in `ports`; `null` closes a port.',
      },
      { name: 'options', type: 'dict', description: 'The app options; validated against the schema. `null` resets to the defaults.' },
      { name: 'audio_input', type: 'string', description: 'Name of the input device, or `null` for the default.' },
      { name: 'audio_output', type: 'string', description: 'Name of the output device, or `null` for the default.' },
      { name: 'ingress_panel', type: 'bool', description: 'Show the ingress panel in the sidebar.' },
      { name: 'watchdog', type: 'bool', description: 'Restart the app when it crashes or its health check fails.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/sys_options',
    group: 'addons',
    description:
      'Change settings that only the system manages, such as marking an app as managed by a Home Assistant integration. Only Home Assistant Core may call this; the Supervisor refuses every app token here, whatever its role.',
    params: [
      { name: 'system_managed', type: 'bool', description: 'Whether an integration manages this app.' },
      {
        name: 'system_managed_config_entry',
        type: 'string',
        description: 'ID of the config entry that manages the app.',
      },
    ],
    access: 'core',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/options/validate',
    group: 'addons',
    description: 'Validate the stored (or the posted) options against the schema without saving anything.',
    response: { message: '', valid: true, pwned: false },
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/addons/{addon}/options/config',
    group: 'addons',
    description:
      'Return the options exactly as the app will receive them in `/data/options.json`, with defaults filled in and secrets resolved. Only the app itself can read them, as `/addons/self/options/config`, which needs no `hassio_api`; any other slug answers `403`, whoever asks.',
    response: { device: '/dev/ttyUSB0', interval: 30, log_level: 'info' },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/stdin',
    group: 'addons',
    description: 'Write the raw request body to the standard input of an app that sets `stdin: true`.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/addons/{addon}/security',
    group: 'addons',
    description: 'Change the protection mode of an app.',
    params: [{ name: 'protected', type: 'bool', description: 'Whether protection mode is on.' }],
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/addons/{addon}/stats',
    group: 'addons',
    description: 'Return resource usage of the app container.',
    response: statsExample,
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/addons/{addon}/icon',
    group: 'addons',
    description: 'Return the app icon as a PNG image.',
    responseType: 'binary',
    access: 'open',
  },
  {
    method: 'GET',
    path: '/addons/{addon}/logo',
    group: 'addons',
    description: 'Return the app logo as a PNG image.',
    responseType: 'binary',
    access: 'open',
  },
  {
    method: 'GET',
    path: '/addons/{addon}/changelog',
    group: 'addons',
    description: 'Return the content of the app changelog as Markdown.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/addons/{addon}/documentation',
    group: 'addons',
    description: 'Return the content of `DOCS.md` as Markdown.',
    responseType: 'text',
    access: 'manager',
  },
  ...containerLogs('addons', '/addons/{addon}', 'the app container', 'manager'),

  // Audio
  {
    method: 'GET',
    path: '/audio/info',
    group: 'audio',
    description: 'Return the audio plugin version and the cards, devices and application streams PulseAudio knows.',
    response: {
      ...pluginVersionExample,
      host: '172.30.32.4',
      audio: {
        card: [
          {
            name: 'alsa_card.usb-Generic_USB_Audio-00',
            index: 1,
            driver: 'module-alsa-card.c',
            profiles: [{ name: 'output:analog-stereo', description: 'Analog Stereo Output', active: true }],
          },
        ],
        input: [],
        output: [
          {
            name: 'alsa_output.usb-Generic_USB_Audio-00.analog-stereo',
            index: 0,
            description: 'USB Audio Analog Stereo',
            volume: 0.6,
            mute: false,
            default: true,
            card: 1,
            applications: [],
          },
        ],
        application: [],
      },
    },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/audio/stats',
    group: 'audio',
    description: 'Return resource usage of the audio plugin container.',
    response: statsExample,
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/update',
    group: 'audio',
    description: 'Update the audio plugin.',
    params: [{ name: 'version', type: 'string', description: 'Version to install; the latest when omitted.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/restart',
    group: 'audio',
    description: 'Restart the audio plugin container.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/reload',
    group: 'audio',
    description: 'Re-read the devices and streams from PulseAudio.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/profile',
    group: 'audio',
    description: 'Select the active profile of a sound card.',
    params: [
      { name: 'card', type: 'string', required: true, description: 'Card name.' },
      { name: 'name', type: 'string', required: true, description: 'Profile name.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/volume/{source}',
    group: 'audio',
    description: 'Set the volume of an input or output device; `{source}` is `input` or `output`.',
    params: [
      { name: 'index', type: 'int', required: true, description: 'Device index.' },
      { name: 'volume', type: 'float', required: true, description: 'Volume between 0 and 1.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/volume/{source}/application',
    group: 'audio',
    description: 'Set the volume of an application stream.',
    params: [
      { name: 'index', type: 'int', required: true, description: 'Stream index.' },
      { name: 'volume', type: 'float', required: true, description: 'Volume between 0 and 1.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/mute/{source}',
    group: 'audio',
    description: 'Mute or unmute an input or output device.',
    params: [
      { name: 'index', type: 'int', required: true, description: 'Device index.' },
      { name: 'active', type: 'bool', required: true, description: '`true` mutes the device.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/mute/{source}/application',
    group: 'audio',
    description: 'Mute or unmute an application stream.',
    params: [
      { name: 'index', type: 'int', required: true, description: 'Stream index.' },
      { name: 'active', type: 'bool', required: true, description: '`true` mutes the stream.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/audio/default/{source}',
    group: 'audio',
    description: 'Make a device the default input or output.',
    params: [{ name: 'name', type: 'string', required: true, description: 'Device name.' }],
    access: 'manager',
  },
  ...containerLogs('audio', '/audio', 'the audio plugin', 'manager'),

  // Auth
  {
    method: 'POST',
    path: '/auth',
    group: 'auth',
    description:
      'Check a user name and password against Home Assistant. Answers `200` for valid credentials and `401` otherwise. Needs `auth_api: true`.',
    params: [
      { name: 'username', type: 'string', required: true, description: 'User name; may also come from HTTP basic authentication or form data.' },
      { name: 'password', type: 'string', required: true, description: 'Password.' },
    ],
    access: 'default',
  },
  {
    method: 'GET',
    path: '/auth',
    group: 'auth',
    description:
      'Check credentials sent with HTTP basic authentication. Without an `Authorization` header, or with one that is not basic authentication (Supervisor 2026.03.0 and later), it answers `401` with a `WWW-Authenticate` challenge. Needs `auth_api: true`.',
    access: 'default',
  },
  {
    method: 'POST',
    path: '/auth/reset',
    group: 'auth',
    description: 'Set a new password for a Home Assistant user.',
    params: [
      { name: 'username', type: 'string', required: true, description: 'User name.' },
      { name: 'password', type: 'string', required: true, description: 'The new password.' },
    ],
    access: 'admin',
  },
  {
    method: 'DELETE',
    path: '/auth/cache',
    group: 'auth',
    description: 'Forget the cached results of earlier credential checks.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/auth/list',
    group: 'auth',
    description: 'List the Home Assistant users, for apps and tools that offer a choice of user.',
    response: {
      users: [
        {
          username: 'jane',
          name: 'Jane',
          is_owner: true,
          is_active: true,
          local_only: false,
          group_ids: ['system-admin'],
        },
      ],
    },
    access: 'admin',
  },

  // Backups
  {
    method: 'GET',
    path: '/backups',
    group: 'backups',
    description: 'List all backups in every location.',
    response: { backups: [backupExample] },
    access: 'backup',
  },
  {
    method: 'GET',
    path: '/backups/info',
    group: 'backups',
    description: 'List all backups together with the backup settings.',
    response: { backups: [backupExample], days_until_stale: 30 },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/backups/options',
    group: 'backups',
    description: 'Change backup settings.',
    params: [
      {
        name: 'days_until_stale',
        type: 'int',
        description: 'Age in days after which the last backup counts as stale.',
      },
    ],
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/reload',
    group: 'backups',
    description: 'Re-read the backup files from all locations.',
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/freeze',
    group: 'backups',
    description:
      'Prepare Home Assistant and the apps for a snapshot taken by an external tool, the way they are prepared for a regular backup.',
    params: [
      { name: 'timeout', type: 'int', description: 'Seconds after which the system thaws on its own.' },
    ],
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/thaw',
    group: 'backups',
    description: 'End a freeze started with `/backups/freeze`.',
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/new/full',
    group: 'backups',
    description: 'Create a backup of everything: Home Assistant, all apps and all folders.',
    params: [
      { name: 'name', type: 'string', description: 'Display name; a date-based name when omitted.' },
      { name: 'filename', type: 'string', description: 'File name of the backup archive.' },
      { name: 'password', type: 'string', description: 'Encrypt the backup with this password.' },
      { name: 'compressed', type: 'bool', description: 'Compress the archives; defaults to `true`.' },
      {
        name: 'location',
        type: 'string or list',
        description: 'Name of a backup mount, or `null` for the local backup folder; a list stores copies in several locations.',
      },
      {
        name: 'homeassistant_exclude_database',
        type: 'bool',
        description: 'Leave the Home Assistant database out of the backup.',
      },
      { name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting for the backup.' },
      { name: 'extra', type: 'dict', description: 'Free-form data stored with the backup for the caller.' },
    ],
    response: { slug: '3f8a9c21', job_id: 'b6c2f0d4e1a84b7f9c3d2e1f0a9b8c7d' },
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/new/partial',
    group: 'backups',
    description: 'Create a backup of selected parts. Takes the same parameters as a full backup plus the selection.',
    params: [
      { name: 'homeassistant', type: 'bool', description: 'Include Home Assistant Core.' },
      { name: 'addons', type: 'list', description: 'Slugs of the apps to include, or `ALL`.' },
      {
        name: 'folders',
        type: 'list',
        description: 'Folders to include: `share`, `ssl`, `media` and `addons/local`.',
      },
      { name: 'name', type: 'string', description: 'Display name.' },
      { name: 'password', type: 'string', description: 'Encrypt the backup with this password.' },
      { name: 'location', type: 'string or list', description: 'Where to store the backup.' },
      { name: 'background', type: 'bool', description: 'Return a job ID at once.' },
    ],
    response: { slug: '5d71e0b2', job_id: '0c5e4a3b2f1d4e6a8b9c7d6e5f4a3b2c' },
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/new/upload',
    group: 'backups',
    description: 'Upload a backup archive as `multipart/form-data` and add it to the backup list.',
    response: { slug: '9e0d7c6b' },
    access: 'backup',
  },
  {
    method: 'GET',
    path: '/backups/{slug}/info',
    group: 'backups',
    description: 'Return the details of one backup, including the app versions it contains.',
    response: {
      slug: '3f8a9c21',
      type: 'partial',
      name: 'Before updating Core',
      date: '2025-10-28T21:14:03.512781+00:00',
      size: 41.7,
      size_bytes: 43725291,
      compressed: true,
      protected: true,
      location_attributes: {
        '.local': { protected: true, size_bytes: 43725291 },
        nas_backups: { protected: true, size_bytes: 43725291 },
      },
      location: null,
      locations: [null, 'nas_backups'],
      supervisor_version: '2025.10.1',
      homeassistant: '2025.10.4',
      addons: [{ slug: 'core_mosquitto', name: 'Mosquitto broker', version: '6.5.1', size: 0.1 }],
      repositories: ['core', 'local', 'https://github.com/example/addons'],
      folders: ['share'],
      homeassistant_exclude_database: false,
      extra: {},
    },
    access: 'default',
  },
  {
    method: 'DELETE',
    path: '/backups/{slug}',
    group: 'backups',
    description: 'Delete a backup.',
    params: [
      { name: 'location', type: 'list', description: 'Delete only the copies in these locations.' },
    ],
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/{slug}/restore/full',
    group: 'backups',
    description: 'Restore everything in a full backup. Home Assistant restarts during the restore.',
    params: [
      { name: 'password', type: 'string', description: 'Password of a protected backup.' },
      { name: 'location', type: 'string', description: 'Location to read the backup from when it exists in several.' },
      { name: 'background', type: 'bool', description: 'Return a job ID at once.' },
    ],
    response: { job_id: '7f6e5d4c3b2a41098f7e6d5c4b3a2918' },
    access: 'backup',
  },
  {
    method: 'POST',
    path: '/backups/{slug}/restore/partial',
    group: 'backups',
    description: 'Restore selected parts of a backup.',
    params: [
      { name: 'homeassistant', type: 'bool', description: 'Restore Home Assistant Core.' },
      { name: 'addons', type: 'list', description: 'Slugs of the apps to restore.' },
      { name: 'folders', type: 'list', description: 'Folders to restore.' },
      { name: 'password', type: 'string', description: 'Password of a protected backup.' },
      { name: 'location', type: 'string', description: 'The copy to restore from: a backup mount name, or `null` for the local backup folder.' },
      { name: 'background', type: 'bool', description: 'Return a job ID at once.' },
    ],
    response: { job_id: '2c3d4e5f6a7b48c9d0e1f2a3b4c5d6e7' },
    access: 'backup',
  },
  {
    method: 'GET',
    path: '/backups/{slug}/download',
    group: 'backups',
    description: 'Download the backup archive (a tar file).',
    params: [{ name: 'location', type: 'string', in: 'query', description: 'Location to download from.' }],
    responseType: 'binary',
    access: 'backup',
  },

  // CLI
  {
    method: 'GET',
    path: '/cli/info',
    group: 'cli',
    description: 'Return the version of the CLI plugin.',
    response: pluginVersionExample,
    access: 'default',
  },
  {
    method: 'GET',
    path: '/cli/stats',
    group: 'cli',
    description: 'Return resource usage of the CLI plugin container.',
    response: statsExample,
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/cli/update',
    group: 'cli',
    description: 'Update the CLI plugin.',
    params: [{ name: 'version', type: 'string', description: 'Version to install; the latest when omitted.' }],
    access: 'manager',
  },

  // Core
  {
    method: 'GET',
    path: '/core/info',
    group: 'core',
    description: 'Return the version and settings of Home Assistant Core.',
    response: {
      version: '2025.10.4',
      version_latest: '2025.11.0',
      update_available: true,
      machine: 'raspberrypi5-64',
      ip_address: '172.30.32.1',
      arch: 'aarch64',
      image: 'ghcr.io/home-assistant/raspberrypi5-64-homeassistant',
      boot: true,
      port: 80,
      ssl: false,
      watchdog: true,
      audio_input: null,
      audio_output: null,
      backups_exclude_database: false,
      duplicate_log_file: false,
    },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/core/stats',
    group: 'core',
    description: 'Return resource usage of the Home Assistant Core container.',
    response: statsExample,
    access: 'homeassistant',
  },
  {
    method: 'POST',
    path: '/core/options',
    group: 'core',
    description: 'Change how the Supervisor runs Home Assistant Core.',
    params: [
      { name: 'boot', type: 'bool', description: 'Start Core when the system boots.' },
      { name: 'image', type: 'string', description: 'Custom container image; `null` returns to the official one.' },
      { name: 'port', type: 'int', description: 'Port the Supervisor uses to reach Core; 80 by default since Supervisor 2026.08.0 (8123 before).' },
      { name: 'ssl', type: 'bool', description: 'Whether Core serves HTTPS on that port.' },
      { name: 'watchdog', type: 'bool', description: 'Restart Core when it stops answering.' },
      { name: 'refresh_token', type: 'string', description: 'Token the Supervisor uses towards Core.' },
      { name: 'audio_input', type: 'string', description: 'Default input device for Core.' },
      { name: 'audio_output', type: 'string', description: 'Default output device for Core.' },
      {
        name: 'backups_exclude_database',
        type: 'bool',
        description: 'Leave the database out of backups by default.',
      },
      {
        name: 'duplicate_log_file',
        type: 'bool',
        description: 'Also write the Core log to `home-assistant.log` in the configuration folder, next to the journal. Added in Supervisor 2025.12.3.',
      },
    ],
    access: 'homeassistant',
  },
  {
    method: 'POST',
    path: '/core/update',
    group: 'core',
    description: 'Update Home Assistant Core.',
    params: [
      { name: 'version', type: 'string', description: 'Version to install; the latest when omitted.' },
      { name: 'backup', type: 'bool', description: 'Create a backup of Core before updating.' },
      { name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting for the update.' },
    ],
    access: 'homeassistant',
  },
  {
    method: 'POST',
    path: '/core/restart',
    group: 'core',
    description: 'Restart Home Assistant Core.',
    params: [
      {
        name: 'safe_mode',
        type: 'bool',
        description: 'Start Core in safe mode, which skips custom integrations and custom frontend resources.',
      },
      {
        name: 'force',
        type: 'bool',
        description: 'Go ahead even while Core runs an offline database migration, which is otherwise refused.',
      },
    ],
    access: 'homeassistant',
  },
  {
    method: 'POST',
    path: '/core/rebuild',
    group: 'core',
    description: 'Recreate the Core container from its image and start it.',
    params: [
      {
        name: 'safe_mode',
        type: 'bool',
        description: 'Start Core in safe mode, which skips custom integrations and custom frontend resources.',
      },
      {
        name: 'force',
        type: 'bool',
        description: 'Go ahead even while Core runs an offline database migration, which is otherwise refused.',
      },
    ],
    access: 'homeassistant',
  },
  {
    method: 'POST',
    path: '/core/start',
    group: 'core',
    description: 'Start Home Assistant Core.',
    access: 'homeassistant',
  },
  {
    method: 'POST',
    path: '/core/stop',
    group: 'core',
    description: 'Stop Home Assistant Core.',
    params: [
      {
        name: 'force',
        type: 'bool',
        description: 'Go ahead even while Core runs an offline database migration, which is otherwise refused.',
      },
    ],
    access: 'homeassistant',
  },
  {
    method: 'POST',
    path: '/core/check',
    group: 'core',
    description: 'Run a configuration check of Home Assistant; an invalid configuration returns an error with the check output.',
    access: 'homeassistant',
  },
  {
    method: 'GET',
    path: '/core/api/{path}',
    group: 'core',
    description:
      'Proxy a GET request to the Home Assistant REST API, for example `/core/api/states`. Needs `homeassistant_api: true`. Paths that start with `hassio/` or `hassio_` are refused with `403`.',
    responseType: 'proxy',
    access: 'homeassistant_api',
  },
  {
    method: 'POST',
    path: '/core/api/{path}',
    group: 'core',
    description: 'Proxy a POST request to the Home Assistant REST API, for example to call an action. Needs `homeassistant_api: true`.',
    responseType: 'proxy',
    access: 'homeassistant_api',
  },
  {
    method: 'DELETE',
    path: '/core/api/{path}',
    group: 'core',
    description: 'Proxy a DELETE request to the Home Assistant REST API. Added in Supervisor 2026.02.0. Needs `homeassistant_api: true`.',
    responseType: 'proxy',
    access: 'homeassistant_api',
  },
  {
    method: 'GET',
    path: '/core/api/stream',
    group: 'core',
    description: 'Proxy the server-sent event stream of the Home Assistant REST API. Needs `homeassistant_api: true`.',
    responseType: 'proxy',
    access: 'homeassistant_api',
  },
  {
    method: 'GET',
    path: '/core/websocket',
    group: 'core',
    description:
      'Proxy a WebSocket connection to the Home Assistant WebSocket API; authenticate with the app token. `/core/api/websocket` is the same endpoint. Needs `homeassistant_api: true`. Since Supervisor 2026.08.0 the proxy answers commands whose type starts with `supervisor/` or `hassio/` with an `unauthorized` error instead of passing them to Core.',
    responseType: 'proxy',
    access: 'homeassistant_api',
  },
  ...containerLogs('core', '/core', 'Home Assistant Core', 'homeassistant'),

  // Discovery
  {
    method: 'GET',
    path: '/discovery',
    group: 'discovery',
    description:
      'List the discovery messages of running apps, with the services each app may announce. Reserved for Home Assistant Core, which forwards the messages to integrations; app tokens are refused whatever their role.',
    response: {
      discovery: [
        {
          addon: 'core_mosquitto',
          service: 'mqtt',
          uuid: '8d1f0b4c5e6a47f29a3b2c1d0e9f8a7b',
          config: { host: 'core-mosquitto', port: 1883, ssl: false, protocol: '3.1.1' },
        },
      ],
      services: { mqtt: ['core_mosquitto'] },
    },
    access: 'core',
  },
  {
    method: 'POST',
    path: '/discovery',
    group: 'discovery',
    description: 'Announce a service to Home Assistant. The service must be listed under `discovery` in the app configuration.',
    params: [
      { name: 'service', type: 'string', required: true, description: 'Integration domain, such as `mqtt`.' },
      { name: 'config', type: 'dict', required: true, description: 'Data the integration needs to connect.' },
    ],
    response: { uuid: '8d1f0b4c5e6a47f29a3b2c1d0e9f8a7b' },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/discovery/{uuid}',
    group: 'discovery',
    description: 'Return one discovery message. Like the list, this is reserved for Home Assistant Core.',
    response: {
      addon: 'core_mosquitto',
      service: 'mqtt',
      uuid: '8d1f0b4c5e6a47f29a3b2c1d0e9f8a7b',
      config: { host: 'core-mosquitto', port: 1883 },
    },
    access: 'core',
  },
  {
    method: 'DELETE',
    path: '/discovery/{uuid}',
    group: 'discovery',
    description: 'Withdraw a discovery message sent by the calling app.',
    access: 'default',
  },

  // DNS
  {
    method: 'GET',
    path: '/dns/info',
    group: 'dns',
    description: 'Return the DNS plugin version and the servers it forwards to.',
    response: {
      ...pluginVersionExample,
      host: '172.30.32.3',
      servers: ['dns://9.9.9.9'],
      locals: ['dns://192.168.1.1'],
      mdns: true,
      llmnr: true,
      fallback: true,
    },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/dns/stats',
    group: 'dns',
    description: 'Return resource usage of the DNS plugin container.',
    response: statsExample,
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/dns/options',
    group: 'dns',
    description: 'Change the upstream servers of the DNS plugin.',
    params: [
      { name: 'servers', type: 'list', description: 'Upstream servers as `dns://` URLs, tried before the local ones.' },
      { name: 'fallback', type: 'bool', description: 'Fall back to public resolvers when the configured ones fail.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/dns/reset',
    group: 'dns',
    description: 'Reset the DNS plugin configuration to its defaults.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/dns/restart',
    group: 'dns',
    description: 'Restart the DNS plugin container.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/dns/update',
    group: 'dns',
    description: 'Update the DNS plugin.',
    params: [{ name: 'version', type: 'string', description: 'Version to install; the latest when omitted.' }],
    access: 'manager',
  },
  ...containerLogs('dns', '/dns', 'the DNS plugin', 'manager'),

  // Docker
  {
    method: 'GET',
    path: '/docker/info',
    group: 'docker',
    description: 'Return the Docker engine version and its relevant settings.',
    response: {
      version: '28.3.3',
      enable_ipv6: null,
      mtu: null,
      storage: 'overlay2',
      logging: 'journald',
      registries: {},
    },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/docker/migrate-storage-driver',
    group: 'docker',
    description:
      'Ask the OS Agent to move Docker to the containerd `overlayfs` snapshotter at the next reboot, and raise a `reboot_required` issue in the resolution center. Needs Home Assistant OS 17.0 or newer; elsewhere it answers `404`. Added in Supervisor 2025.12.0; since 2025.12.3 `overlayfs` is the only accepted value.',
    params: [{ name: 'storage_driver', type: 'string', required: true, description: 'The driver to switch to: `overlayfs`.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/docker/options',
    group: 'docker',
    description: 'Change Docker settings; they take effect after a reboot of the host.',
    params: [
      { name: 'enable_ipv6', type: 'bool', description: 'Enable IPv6 on the internal network; `null` leaves the choice to the Supervisor.' },
      {
        name: 'mtu',
        type: 'int',
        description: 'MTU of the internal network, 68 to 65535, for uplinks with a non-standard MTU; `null` for the Docker default. Added in Supervisor 2025.08.2.',
      },
    ],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/docker/registries',
    group: 'docker',
    description: 'List the private registries the Supervisor has credentials for, without the passwords.',
    response: { registries: { 'ghcr.io': { username: 'example' } } },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/docker/registries',
    group: 'docker',
    description: 'Add credentials for a private registry. The body maps a registry host name to `username` and `password`.',
    params: [
      {
        name: '<hostname>',
        type: 'dict',
        required: true,
        description: 'An object with `username` and `password` for the registry.',
      },
    ],
    access: 'manager',
  },
  {
    method: 'DELETE',
    path: '/docker/registries/{hostname}',
    group: 'docker',
    description: 'Remove the credentials for a registry.',
    access: 'manager',
  },

  // Hardware
  {
    method: 'GET',
    path: '/hardware/info',
    group: 'hardware',
    description: 'Return the devices and drives the Supervisor found on the host.',
    response: {
      devices: [
        {
          name: 'ttyUSB0',
          sysfs: '/sys/devices/platform/axi/1000120000.pcie/1f00200000.usb/xhci-hcd.0/usb1/1-1/1-1:1.0/ttyUSB0/tty/ttyUSB0',
          dev_path: '/dev/ttyUSB0',
          subsystem: 'tty',
          by_id: '/dev/serial/by-id/usb-Silicon_Labs_CP2102N_USB_to_UART_Bridge_Controller_4c1a2b3c-if00-port0',
          attributes: { ID_VENDOR_ID: '10c4', ID_MODEL_ID: 'ea60' },
          children: [],
        },
      ],
      drives: [
        {
          vendor: 'Samsung',
          model: 'SSD 980 500GB',
          revision: '3B4QFXO7',
          serial: 'S64DNX0R123456',
          id: 'Samsung-SSD-980-500GB-S64DNX0R123456',
          size: 500107862016,
          time_detected: '2025-10-27T08:02:11.000000+00:00',
          connection_bus: '',
          seat: 'seat0',
          removable: false,
          ejectable: false,
          filesystems: [
            {
              device: '/dev/nvme0n1p8',
              id: 'by-uuid-a52a1b3c-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
              size: 497960935424,
              name: 'hassos-data',
              system: true,
              mount_points: ['/mnt/data'],
            },
          ],
        },
      ],
    },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/hardware/audio',
    group: 'hardware',
    description: 'Return the audio devices of the host, keyed by ALSA card and device number.',
    response: { audio: { input: { '0,0': 'USB Microphone' }, output: { '1,0': 'USB Audio' } } },
    access: 'manager',
  },

  // Host
  {
    method: 'GET',
    path: '/host/info',
    group: 'host',
    description: 'Return information about the host system.',
    response: {
      agent_version: '1.8.0',
      apparmor_version: '3.1.7',
      chassis: 'embedded',
      virtualization: '',
      cpe: 'cpe:2.3:o:home-assistant:haos:16.2:*:production:*:*:*:rpi5-64:*',
      deployment: 'production',
      disk_total: 465.2,
      disk_used: 21.4,
      disk_free: 443.8,
      disk_life_time: null,
      features: ['reboot', 'shutdown', 'services', 'network', 'hostname', 'timedate', 'os_agent', 'haos', 'resolved', 'journal', 'disk', 'mount'],
      hostname: 'homeassistant',
      llmnr_hostname: 'homeassistant',
      kernel: '6.12.34-haos-raspi',
      operating_system: 'Home Assistant OS 16.2',
      timezone: 'Europe/Berlin',
      dt_utc: '2025-10-28T21:20:44.123456+00:00',
      dt_synchronized: true,
      use_ntp: true,
      startup_time: 3.82,
      boot_timestamp: 1761634931000000,
      broadcast_llmnr: true,
      broadcast_mdns: true,
    },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/host/options',
    group: 'host',
    description: 'Change host settings.',
    params: [{ name: 'hostname', type: 'string', description: 'New host name.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/host/reboot',
    group: 'host',
    description: 'Reboot the host after stopping Home Assistant and the apps cleanly.',
    params: [
      {
        name: 'force',
        type: 'bool',
        description: 'Go ahead even while Home Assistant Core runs an offline database migration, which is otherwise refused.',
      },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/host/shutdown',
    group: 'host',
    description: 'Shut the host down after stopping Home Assistant and the apps cleanly.',
    params: [
      {
        name: 'force',
        type: 'bool',
        description: 'Go ahead even while Home Assistant Core runs an offline database migration, which is otherwise refused.',
      },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/host/reload',
    group: 'host',
    description: 'Re-read host information from systemd, NetworkManager and the OS agent.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/services',
    group: 'host',
    description: 'List the systemd services of the host with their state.',
    response: {
      services: [
        { name: 'haos-agent.service', description: 'Home Assistant OS Agent', state: 'active' },
        { name: 'NetworkManager.service', description: 'Network Manager', state: 'active' },
      ],
    },
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/disks/{disk}/usage',
    group: 'host',
    description:
      'Break down used storage. `default` measures the data disk: the app data and configuration folders (`addons_data` and `addons_config` in this API version), media, share, backup, SSL and the Home Assistant configuration, with the rest counted as `system` (Supervisor 2025.08.2 and later). Since Supervisor 2026.08.0 the name of a network storage mount measures that mount instead: `404` for an unknown mount, `400` for one that is not active or readable or did not answer within 60 seconds.',
    params: [
      {
        name: 'max_depth',
        type: 'int',
        in: 'query',
        description: 'How deep the breakdown goes: 1 by default for the data disk, 0 (totals only) for a mount, where folders appear from 2.',
      },
    ],
    response: {
      id: 'root',
      label: 'Root',
      total_bytes: 31254122496,
      used_bytes: 9123456789,
      children: [
        { id: 'system', label: 'System', used_bytes: 4023456789 },
        { id: 'addons_data', label: 'apps_data', used_bytes: 1850000000 },
        { id: 'backup', label: 'backup', used_bytes: 2100000000 },
      ],
    },
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs',
    group: 'host',
    description: 'Return the host journal as plain text.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/follow',
    group: 'host',
    description: 'Stream the host journal as new entries are written.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/identifiers',
    group: 'host',
    description: 'List the syslog identifiers present in the journal, for use with the identifier endpoints.',
    response: { identifiers: ['NetworkManager', 'hassos-supervisor', 'kernel', 'systemd', 'systemd-timesyncd'] },
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/identifiers/{identifier}',
    group: 'host',
    description: 'Return the journal entries of one syslog identifier.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/identifiers/{identifier}/follow',
    group: 'host',
    description: 'Stream the journal entries of one syslog identifier.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/boots',
    group: 'host',
    description: 'List the boots recorded in the journal, keyed by offset: `0` is the current boot, negative numbers are earlier ones.',
    response: {
      boots: {
        '0': '5b2c8f0e1d4a4f7e9c6b3a2d1e0f9a8b',
        '-1': '0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b',
      },
    },
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/boots/{bootid}',
    group: 'host',
    description: 'Return the journal of one boot.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/boots/{bootid}/follow',
    group: 'host',
    description: 'Stream the journal of one boot.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/boots/{bootid}/identifiers/{identifier}',
    group: 'host',
    description: 'Return the entries of one syslog identifier from one boot.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/host/logs/boots/{bootid}/identifiers/{identifier}/follow',
    group: 'host',
    description: 'Stream the entries of one syslog identifier from one boot.',
    responseType: 'text',
    access: 'manager',
  },

  // Ingress
  {
    method: 'POST',
    path: '/ingress/session',
    group: 'ingress',
    description:
      'Create an ingress session. Home Assistant Core calls this before it opens an app panel for a user; the Supervisor answers only Core here, not apps.',
    params: [
      { name: 'user_id', type: 'string', description: 'The Home Assistant user the session belongs to; passed on to the app in headers.' },
    ],
    response: { session: '2b5f8e1c0d7a4c3b9e6f1a2d5c8b7e4f0a3d6c9b2e5f8a1d4c7b0e3f6a9d2c5b8' },
    access: 'core',
  },
  {
    method: 'POST',
    path: '/ingress/validate_session',
    group: 'ingress',
    description: 'Check that an ingress session is still valid and extend its lifetime. Only Home Assistant Core calls this.',
    params: [{ name: 'session', type: 'string', required: true, description: 'The session token.' }],
    access: 'core',
  },
  {
    method: 'GET',
    path: '/ingress/panels',
    group: 'ingress',
    description: 'List the apps that show an ingress panel in the sidebar. Home Assistant Core reads this to register the panels; among apps, only the admin role reaches it.',
    response: {
      panels: {
        local_sensor_bridge: { enable: true, icon: 'mdi:chip', title: 'Sensor bridge', admin: true },
      },
    },
    access: 'admin',
  },

  // Jobs
  {
    method: 'GET',
    path: '/jobs/info',
    group: 'jobs',
    description: 'Return the running and recently finished jobs, and the job conditions the user chose to ignore.',
    response: { ignore_conditions: [], jobs: [jobExample] },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/jobs/options',
    group: 'jobs',
    description: 'Ignore job conditions, such as the free space check. Meant for troubleshooting only.',
    params: [{ name: 'ignore_conditions', type: 'list', description: 'Conditions to ignore.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/jobs/reset',
    group: 'jobs',
    description: 'Reset the job options to their defaults.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/jobs/{uuid}',
    group: 'jobs',
    description: 'Return one job with its child jobs.',
    response: jobExample,
    access: 'manager',
  },
  {
    method: 'DELETE',
    path: '/jobs/{uuid}',
    group: 'jobs',
    description: 'Remove a finished job from the list.',
    access: 'manager',
  },

  // Mounts
  {
    method: 'GET',
    path: '/mounts',
    group: 'mounts',
    description: 'List the configured network storage mounts and the default backup location.',
    response: { default_backup_mount: 'nas_backups', mounts: [mountExample] },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/mounts/options',
    group: 'mounts',
    description: 'Change mount settings.',
    params: [
      {
        name: 'default_backup_mount',
        type: 'string',
        description: 'Mount used for backups when no location is given; `null` for the local folder.',
      },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/mounts',
    group: 'mounts',
    description: 'Add a network storage mount and mount it.',
    params: [
      { name: 'name', type: 'string', required: true, description: 'Unique name; also the folder name under the usage folder.' },
      { name: 'type', type: 'string', required: true, description: '`cifs` or `nfs`.' },
      { name: 'usage', type: 'string', required: true, description: '`backup`, `media` or `share`.' },
      { name: 'server', type: 'string', required: true, description: 'Host name or IP address of the server.' },
      { name: 'share', type: 'string', description: 'Share name; required for CIFS.' },
      { name: 'path', type: 'string', description: 'Exported path; required for NFS.' },
      { name: 'port', type: 'int', description: 'Port, when not the protocol default.' },
      { name: 'username', type: 'string', description: 'User name (CIFS); give it together with `password` or not at all.' },
      { name: 'password', type: 'string', description: 'Password (CIFS).' },
      { name: 'version', type: 'string', description: 'CIFS only: `1.0` or `2.0` to force a legacy SMB version; omitted or `null` lets client and server negotiate.' },
      { name: 'read_only', type: 'bool', description: 'Mount read-only; not allowed for backup mounts.' },
    ],
    access: 'manager',
  },
  {
    method: 'PUT',
    path: '/mounts/{mount}',
    group: 'mounts',
    description: 'Replace the configuration of a mount; takes the same fields as creating one, without `name`.',
    access: 'manager',
  },
  {
    method: 'DELETE',
    path: '/mounts/{mount}',
    group: 'mounts',
    description: 'Unmount and remove a mount.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/mounts/{mount}/reload',
    group: 'mounts',
    description: 'Unmount and mount again, for example after the server was unreachable.',
    access: 'manager',
  },

  // Multicast
  {
    method: 'GET',
    path: '/multicast/info',
    group: 'multicast',
    description: 'Return the version of the multicast plugin.',
    response: pluginVersionExample,
    access: 'default',
  },
  {
    method: 'GET',
    path: '/multicast/stats',
    group: 'multicast',
    description: 'Return resource usage of the multicast plugin container.',
    response: statsExample,
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/multicast/update',
    group: 'multicast',
    description: 'Update the multicast plugin.',
    params: [{ name: 'version', type: 'string', description: 'Version to install; the latest when omitted.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/multicast/restart',
    group: 'multicast',
    description: 'Restart the multicast plugin container.',
    access: 'manager',
  },
  ...containerLogs('multicast', '/multicast', 'the multicast plugin', 'manager'),

  // Network
  {
    method: 'GET',
    path: '/network/info',
    group: 'network',
    description: 'Return all host interfaces, the internal Docker network and the connectivity state.',
    response: {
      interfaces: [interfaceExample],
      docker: {
        interface: 'hassio',
        address: '172.30.32.0/23',
        gateway: '172.30.32.1',
        dns: '172.30.32.3',
      },
      host_internet: true,
      supervisor_internet: true,
    },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/network/reload',
    group: 'network',
    description: 'Re-read the network state from NetworkManager.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/network/interface/{interface}/info',
    group: 'network',
    description: 'Return one interface. `{interface}` is an interface name or `default` for the primary one.',
    response: interfaceExample,
    access: 'default',
  },
  {
    method: 'POST',
    path: '/network/interface/{interface}/update',
    group: 'network',
    description: 'Change the configuration of an interface. Omitted sections keep their current settings.',
    params: [
      {
        name: 'ipv4',
        type: 'dict',
        description: 'IPv4 configuration: `method`, `address`, `gateway`, `nameservers` and, since Supervisor 2026.01.2, `route_metric` (lower wins).',
      },
      {
        name: 'ipv6',
        type: 'dict',
        description: 'IPv6 configuration: `method`, `address`, `gateway`, `nameservers`, `addr_gen_mode`, `ip6_privacy` and `route_metric`.',
      },
      { name: 'wifi', type: 'dict', description: 'Wireless settings: `mode`, `auth`, `ssid`, `psk`.' },
      { name: 'enabled', type: 'bool', description: 'Enable or disable the interface.' },
      {
        name: 'mdns',
        type: 'string',
        description: 'Multicast DNS on this interface: `default`, `off`, `resolve` or `announce`. Added in Supervisor 2025.09.0.',
      },
      { name: 'llmnr', type: 'string', description: 'LLMNR on this interface, with the same values as `mdns`.' },
    ],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/network/interface/{interface}/accesspoints',
    group: 'network',
    description: 'Scan for wireless networks with a Wi-Fi interface.',
    response: {
      accesspoints: [
        { mode: 'infrastructure', ssid: 'HomeNet', frequency: 5180, signal: 72, mac: 'A4:2B:B0:11:22:33' },
      ],
    },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/network/interface/{interface}/vlan/{vlan}',
    group: 'network',
    description: 'Create a VLAN with the given ID on top of an Ethernet interface.',
    params: [
      { name: 'ipv4', type: 'dict', description: 'IPv4 configuration of the VLAN interface.' },
      { name: 'ipv6', type: 'dict', description: 'IPv6 configuration of the VLAN interface.' },
    ],
    access: 'manager',
  },

  // Observer
  {
    method: 'GET',
    path: '/observer/info',
    group: 'observer',
    description: 'Return the version and address of the observer plugin.',
    response: { host: '172.30.32.6', ...pluginVersionExample },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/observer/stats',
    group: 'observer',
    description: 'Return resource usage of the observer plugin container.',
    response: statsExample,
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/observer/update',
    group: 'observer',
    description: 'Update the observer plugin.',
    params: [{ name: 'version', type: 'string', description: 'Version to install; the latest when omitted.' }],
    access: 'manager',
  },

  // OS
  {
    method: 'GET',
    path: '/os/info',
    group: 'os',
    description: 'Return the Home Assistant OS version, the board, the data disk and the state of both boot slots.',
    response: {
      version: '16.2',
      version_latest: '16.3',
      version_pending: null,
      update_available: true,
      board: 'rpi5-64',
      boot: 'A',
      data_disk: 'Samsung-SSD-980-500GB-S64DNX0R123456',
      boot_slots: {
        A: { state: 'booted', status: 'good', version: '16.2' },
        B: { state: 'inactive', status: 'good', version: '16.1' },
      },
    },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/os/update',
    group: 'os',
    description:
      'Download and install an OS update into the inactive slot. The new version runs after the next reboot; until then `/os/info` reports it as `version_pending` (Supervisor 2026.07.1 and later) and a repair offers the reboot.',
    params: [{ name: 'version', type: 'string', description: 'Version to install; the latest when omitted.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/os/config/sync',
    group: 'os',
    description: 'Import configuration from a USB stick labelled `CONFIG`, such as network profiles and SSH keys.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/os/config/swap',
    group: 'os',
    description: 'Return the swap file size and swappiness. Needs Home Assistant OS 15.0 or later; answers `404` otherwise.',
    response: { swap_size: '2G', swappiness: 1 },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/os/config/swap',
    group: 'os',
    description:
      'Change the swap settings of Home Assistant OS 15.0 or later. A changed value raises a reboot-required issue, because it takes effect after the next reboot.',
    params: [
      { name: 'swap_size', type: 'string', description: 'Size such as `2G`, `512M` or `0` to turn swap off.' },
      { name: 'swappiness', type: 'int', description: 'Kernel swappiness, 0 to 200.' },
    ],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/os/datadisk/list',
    group: 'os',
    description: 'List the disks that can take over the data partition.',
    response: {
      devices: ['Samsung-SSD-980-500GB-S64DNX0R123456'],
      disks: [
        {
          name: 'Samsung SSD 980 500GB (S64DNX0R123456)',
          vendor: 'Samsung',
          model: 'SSD 980 500GB',
          serial: 'S64DNX0R123456',
          size: 500107862016,
          id: 'Samsung-SSD-980-500GB-S64DNX0R123456',
          dev_path: '/dev/nvme0n1',
        },
      ],
    },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/os/datadisk/move',
    group: 'os',
    description: 'Move the data partition to another disk. The target disk is wiped and the system reboots.',
    params: [{ name: 'device', type: 'string', required: true, description: 'ID of the target disk from the list endpoint.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/os/datadisk/wipe',
    group: 'os',
    description: 'Erase the data partition and the overlay, returning the device to a freshly installed state after a reboot.',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/os/boot-slot',
    group: 'os',
    description: 'Boot from the other system slot on the next reboot, for example to go back to the previous OS version.',
    params: [{ name: 'boot_slot', type: 'string', required: true, description: '`A` or `B`.' }],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/os/boards/yellow',
    group: 'os',
    description: 'Return the LED settings of Home Assistant Yellow.',
    response: { disk_led: true, heartbeat_led: true, power_led: true },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/os/boards/yellow',
    group: 'os',
    description: 'Change the LED settings of Home Assistant Yellow.',
    params: [
      { name: 'disk_led', type: 'bool', description: 'Disk activity LED.' },
      { name: 'heartbeat_led', type: 'bool', description: 'Heartbeat LED.' },
      { name: 'power_led', type: 'bool', description: 'Power LED.' },
    ],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/os/boards/green',
    group: 'os',
    description: 'Return the LED settings of Home Assistant Green.',
    response: { activity_led: true, power_led: true, system_health_led: true },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/os/boards/green',
    group: 'os',
    description: 'Change the LED settings of Home Assistant Green.',
    params: [
      { name: 'activity_led', type: 'bool', description: 'Activity LED.' },
      { name: 'power_led', type: 'bool', description: 'Power LED.' },
      { name: 'system_health_led', type: 'bool', description: 'System health LED.' },
    ],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/os/boards/raspberrypi/firmware',
    group: 'os',
    description:
      'Return the state of the Raspberry Pi firmware (bootloader EEPROM and, where present, the VL805 USB controller) on a Raspberry Pi 4 or 5 or a Home Assistant Yellow. Needs OS Agent 1.9.0 or newer; otherwise, and on boards without that firmware, it answers `404`. Added in Supervisor 2026.06.0. `blocked_reason` is `unsupported_boot_device` whenever `update_blocked` is true.',
    response: {
      current_version: '1767800000',
      latest_version: '1779000000',
      update_available: true,
      update_blocked: false,
      update_pending: false,
      blocked_reason: null,
    },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/os/boards/raspberrypi/firmware/update',
    group: 'os',
    description:
      'Apply the firmware bundled with the OS. It answers `400` when the update is blocked for this boot device, and raises a `reboot_required` issue on success, because the new firmware only runs after a reboot.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/os/boards/{board}',
    group: 'os',
    description: 'Answer with an empty object when `{board}` is the board in use, and with an error otherwise. Boards other than Yellow and Green have no settings.',
    access: 'manager',
  },

  // Resolution
  {
    method: 'GET',
    path: '/resolution/info',
    group: 'resolution',
    description:
      'Return the unsupported and unhealthy reasons, open issues, suggested fixes and the checks. `reference_extra` (Supervisor 2026.07.0) adds details such as the conflicting port. This API version keeps the older `addon` issue types and check slugs such as `addon_pwned`, which Supervisor 2026.08.0 renamed internally.',
    response: {
      unsupported: [],
      unhealthy: [],
      issues: [
        {
          uuid: '6a5b4c3d2e1f40a9b8c7d6e5f4a3b2c1',
          type: 'free_space',
          context: 'system',
          reference: null,
          reference_extra: null,
        },
      ],
      suggestions: [
        {
          uuid: '1c2d3e4f5a6b47c8d9e0f1a2b3c4d5e6',
          type: 'clear_full_backup',
          context: 'system',
          reference: null,
          reference_extra: null,
          auto: false,
        },
      ],
      checks: [
        { slug: 'free_space', enabled: true },
        { slug: 'addon_pwned', enabled: true },
      ],
    },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/resolution/healthcheck',
    group: 'resolution',
    description: 'Run all checks now instead of waiting for the next scheduled run.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/resolution/suggestion/{suggestion}',
    group: 'resolution',
    description: 'Apply a suggested fix.',
    access: 'manager',
  },
  {
    method: 'DELETE',
    path: '/resolution/suggestion/{suggestion}',
    group: 'resolution',
    description: 'Dismiss a suggestion without applying it.',
    access: 'manager',
  },
  {
    method: 'DELETE',
    path: '/resolution/issue/{issue}',
    group: 'resolution',
    description: 'Dismiss an issue.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/resolution/issue/{issue}/suggestions',
    group: 'resolution',
    description: 'List the suggestions that would fix one issue.',
    response: {
      suggestions: [
        {
          uuid: '1c2d3e4f5a6b47c8d9e0f1a2b3c4d5e6',
          type: 'clear_full_backup',
          context: 'system',
          reference: null,
          auto: false,
        },
      ],
    },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/resolution/check/{check}/options',
    group: 'resolution',
    description: 'Enable or disable one check.',
    params: [{ name: 'enabled', type: 'bool', description: 'Whether the check runs.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/resolution/check/{check}/run',
    group: 'resolution',
    description: 'Run one check now.',
    access: 'manager',
  },

  // Root
  {
    method: 'GET',
    path: '/info',
    group: 'root',
    description: 'Return a summary of the installation: versions, machine, architecture and state.',
    response: {
      supervisor: '2025.10.1',
      homeassistant: '2025.10.4',
      hassos: '16.2',
      docker: '28.3.3',
      hostname: 'homeassistant',
      operating_system: 'Home Assistant OS 16.2',
      features: ['reboot', 'shutdown', 'services', 'network', 'hostname', 'timedate', 'os_agent', 'haos', 'resolved', 'journal', 'disk', 'mount'],
      machine: 'raspberrypi5-64',
      machine_id: '94f5a2c1d3b84e0f9a6b7c8d2e1f0a3b',
      arch: 'aarch64',
      supported_arch: ['aarch64'],
      supported: true,
      channel: 'stable',
      logging: 'info',
      state: 'running',
      timezone: 'Europe/Berlin',
    },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/available_updates',
    group: 'root',
    description: 'List every component with an update available: Core, OS, Supervisor and apps.',
    response: {
      available_updates: [
        {
          update_type: 'core',
          name: 'Home Assistant Core',
          version_latest: '2025.11.0',
        },
        {
          update_type: 'addon',
          name: 'Mosquitto broker',
          icon: '/addons/core_mosquitto/icon',
          version_latest: '6.5.2',
        },
      ],
    },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/refresh_updates',
    group: 'root',
    description: 'Fetch the latest version information and reload the app store.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/reload_updates',
    group: 'root',
    description:
      'Fetch the latest version information only, without pulling the app repositories, which makes it cheaper than `/refresh_updates`.',
    access: 'admin',
  },

  // Security
  {
    method: 'GET',
    path: '/security/info',
    group: 'security',
    description: 'Return the security settings: the check of app passwords against known breaches, and whether failed checks block operations. The `content_trust` field went away with the Codenotary check in Supervisor 2025.11.1.',
    response: { pwned: true, force_security: false },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/security/options',
    group: 'security',
    description: 'Change the security settings.',
    params: [
      { name: 'pwned', type: 'bool', description: 'Check app passwords against known data breaches.' },
      { name: 'force_security', type: 'bool', description: 'Treat failed security checks as errors instead of warnings.' },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/security/integrity',
    group: 'security',
    description:
      'Removed. It ran the Codenotary integrity check of Supervisor, Core and plugins; since Supervisor 2025.11.1 it answers `410 Gone`.',
    access: 'manager',
  },

  // Services
  {
    method: 'GET',
    path: '/services',
    group: 'services',
    description: 'List the known services and the apps that provide them.',
    response: {
      services: [
        { slug: 'mqtt', available: true, providers: ['core_mosquitto'] },
        { slug: 'mysql', available: false, providers: [] },
      ],
    },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/services/{service}',
    group: 'services',
    description: 'Return the connection details of a service. The calling app must declare `want` or `need` for it.',
    response: {
      addon: 'core_mosquitto',
      host: 'core-mosquitto',
      port: 1883,
      ssl: false,
      protocol: '3.1.1',
      username: 'addons',
      password: 'Aiqu5eeNg7phai2x',
    },
    access: 'default',
  },
  {
    method: 'POST',
    path: '/services/{service}',
    group: 'services',
    description: 'Publish the connection details of a service. The calling app must declare `provide` for it.',
    params: [
      { name: 'host', type: 'string', required: true, description: 'Host name on the internal network.' },
      { name: 'port', type: 'int', required: true, description: 'Port.' },
      { name: 'ssl', type: 'bool', description: 'Whether the connection uses TLS (MQTT).' },
      { name: 'protocol', type: 'string', description: 'Protocol version (MQTT).' },
      { name: 'username', type: 'string', description: 'User name for consumers.' },
      { name: 'password', type: 'string', description: 'Password for consumers.' },
    ],
    access: 'default',
  },
  {
    method: 'DELETE',
    path: '/services/{service}',
    group: 'services',
    description: 'Withdraw the connection details the calling app published.',
    access: 'default',
  },

  // Store
  {
    method: 'GET',
    path: '/store',
    group: 'store',
    description: 'Return every app in every repository, and the repositories.',
    response: { addons: [storeAddonExample], repositories: [repositoryExample] },
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/store/reload',
    group: 'store',
    description: 'Pull all repositories and re-read the apps they contain.',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/addons',
    group: 'store',
    description: 'List the apps of all repositories.',
    response: { addons: [storeAddonExample] },
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/addons/{addon}',
    group: 'store',
    description: 'Return the store description of one app, whether or not it is installed.',
    response: {
      ...storeAddonExample,
      apparmor: 'default',
      auth_api: true,
      detached: false,
      docker_api: false,
      full_access: false,
      hassio_api: true,
      hassio_role: 'default',
      homeassistant_api: false,
      host_network: false,
      host_pid: false,
      ingress: false,
      long_description: null,
      rating: 6,
      signed: false,
    },
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/addons/{addon}/availability',
    group: 'store',
    description:
      'Check whether the app can be installed on this system (architecture, machine, required Home Assistant version). Answers with an empty object, or an error that says why not. Added in Supervisor 2025.09.0.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/store/addons/{addon}/install',
    group: 'store',
    description: 'Install an app from the store.',
    params: [{ name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/store/addons/{addon}/install/{version}',
    group: 'store',
    description: 'Same as the install endpoint. The version segment is accepted but not used: the store always installs its current version.',
    params: [{ name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/store/addons/{addon}/update/{version}',
    group: 'store',
    description: 'Same as the update endpoint. The version segment is accepted but not used: the update always goes to the version the store offers.',
    params: [
      { name: 'backup', type: 'bool', description: 'Create a partial backup of the app first.' },
      { name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting.' },
    ],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/addons/{addon}/{version}',
    group: 'store',
    description: 'Same answer as the store app information endpoint; the version segment is not used.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/store/addons/{addon}/update',
    group: 'store',
    description: 'Update an installed app to the version the store offers.',
    params: [
      { name: 'backup', type: 'bool', description: 'Create a partial backup of the app first.' },
      { name: 'background', type: 'bool', description: 'Return a job ID at once instead of waiting.' },
    ],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/addons/{addon}/icon',
    group: 'store',
    description: 'Return the icon of a store app as a PNG image.',
    responseType: 'binary',
    access: 'open',
  },
  {
    method: 'GET',
    path: '/store/addons/{addon}/logo',
    group: 'store',
    description: 'Return the logo of a store app as a PNG image.',
    responseType: 'binary',
    access: 'open',
  },
  {
    method: 'GET',
    path: '/store/addons/{addon}/changelog',
    group: 'store',
    description: 'Return the changelog of a store app as Markdown.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/addons/{addon}/documentation',
    group: 'store',
    description: 'Return the documentation of a store app as Markdown.',
    responseType: 'text',
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/repositories',
    group: 'store',
    description: 'List the app repositories. Unlike most endpoints, `data` is an array.',
    response: [repositoryExample],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/store/repositories',
    group: 'store',
    description: 'Add a repository by its Git URL.',
    params: [{ name: 'repository', type: 'string', required: true, description: 'Git URL, optionally with `#branch`.' }],
    access: 'manager',
  },
  {
    method: 'GET',
    path: '/store/repositories/{repository}',
    group: 'store',
    description: 'Return one repository by its slug.',
    response: repositoryExample,
    access: 'manager',
  },
  {
    method: 'DELETE',
    path: '/store/repositories/{repository}',
    group: 'store',
    description: 'Remove a repository. Fails while apps from it are installed.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/store/repositories/{repository}/repair',
    group: 'store',
    description:
      'Reset a repository whose Git checkout is broken or out of date by cloning it again, and dismiss the matching repair issue. Added in Supervisor 2026.01.0.',
    access: 'manager',
  },

  // Supervisor
  {
    method: 'GET',
    path: '/supervisor/ping',
    group: 'supervisor',
    description: 'Check that the Supervisor API answers. Needs no token.',
    access: 'open',
  },
  {
    method: 'GET',
    path: '/supervisor/info',
    group: 'supervisor',
    description: 'Return the Supervisor version, channel, health and settings.',
    response: {
      version: '2025.10.1',
      version_latest: '2025.10.1',
      update_available: false,
      channel: 'stable',
      arch: 'aarch64',
      supported: true,
      healthy: true,
      ip_address: '172.30.32.2',
      timezone: 'Europe/Berlin',
      logging: 'info',
      debug: false,
      debug_block: false,
      diagnostics: true,
      auto_update: true,
      detect_blocking_io: false,
      country: 'DE',
      feature_flags: { supervisor_v2_api: false, supervisor_websocket_v2_api: false },
      wait_boot: 5,
      addons: [
        {
          name: 'Mosquitto broker',
          slug: 'core_mosquitto',
          version: '6.5.1',
          version_latest: '6.5.2',
          update_available: true,
          state: 'started',
          repository: 'core',
          icon: true,
        },
      ],
      addons_repositories: [
        { name: 'Official apps', slug: 'core' },
        { name: 'Example community apps', slug: 'a0d7b954' },
      ],
    },
    access: 'default',
  },
  {
    method: 'GET',
    path: '/supervisor/stats',
    group: 'supervisor',
    description: 'Return resource usage of the Supervisor container.',
    response: statsExample,
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/supervisor/options',
    group: 'supervisor',
    description: 'Change Supervisor settings.',
    params: [
      { name: 'channel', type: 'string', description: 'Update channel: `stable`, `beta` or `dev`.' },
      { name: 'timezone', type: 'string', description: 'Time zone, such as `Europe/Berlin`.' },
      { name: 'country', type: 'string', description: 'Two-letter country code, used for Wi-Fi regulatory settings.' },
      { name: 'logging', type: 'string', description: 'Log level of the Supervisor.' },
      { name: 'debug', type: 'bool', description: 'Start the Python debugger in the Supervisor after the next restart.' },
      { name: 'debug_block', type: 'bool', description: 'Wait for a debugger to attach before starting.' },
      { name: 'diagnostics', type: 'bool', description: 'Share anonymous diagnostics when something fails.' },
      { name: 'auto_update', type: 'bool', description: 'Update the Supervisor automatically.' },
      { name: 'addons_repositories', type: 'list', description: 'The full list of app repository URLs.' },
      { name: 'wait_boot', type: 'int', description: 'Seconds, 1 to 60, to wait for apps at startup; deprecated in favour of app health checks.' },
      {
        name: 'detect_blocking_io',
        type: 'string',
        description: 'Blocking I/O detection in the Supervisor event loop, a developer aid: `off`, `on` or `on-at-startup`.',
      },
      {
        name: 'feature_flags',
        type: 'dict',
        description:
          'Development features to switch on or off, such as `supervisor_v2_api`; keys you leave out keep their state. Added in Supervisor 2026.04.1.',
      },
    ],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/supervisor/update',
    group: 'supervisor',
    description: 'Update the Supervisor to the latest version; fails when none is available. The API becomes unavailable while the new container starts.',
    params: [{ name: 'version', type: 'string', description: 'Version to install; honoured only on a development system.' }],
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/supervisor/reload',
    group: 'supervisor',
    description: 'Fetch the version information again and re-evaluate whether the system is supported, without restarting the Supervisor.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/supervisor/restart',
    group: 'supervisor',
    description: 'Restart the Supervisor container.',
    access: 'manager',
  },
  {
    method: 'POST',
    path: '/supervisor/repair',
    group: 'supervisor',
    description: 'Repair what can be repaired automatically, such as missing images of installed components.',
    access: 'manager',
  },
  ...containerLogs('supervisor', '/supervisor', 'the Supervisor', 'manager'),
];
