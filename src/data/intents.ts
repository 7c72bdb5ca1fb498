// Built-in intents of Home Assistant, rendered on docs/intent_builtin.md by the BuiltinIntents component.
// Checked against intents.yaml of home-assistant/intents (intentsSource below): names, slots and required flags
// follow that file. Intents that Core handles but that file does not mark as supported keep their upstream status,
// and the page says so. Deprecated intents live in the page itself.

// The upstream file this data was checked against: the newest commit of the intents repository before 2026-08-20
// available to us (re-checked for the 2026.8 docs; the mirror holds nothing newer than this commit).
export const intentsSource = {
  repository: 'home-assistant/intents',
  file: 'intents.yaml',
  commit: 'aa550032a57b67c13995c032220bc4101521ead2',
  committed: '2025-07-04',
} as const;

// How intents.yaml lists an intent: `supported: true`, `supported: false`, or not at all (handled by Core only).
export type UpstreamStatus = 'supported' | 'unsupported' | 'absent';

export interface BuiltinIntentSlot {
  name: string;
  description: string;
  required: boolean;
}

export interface BuiltinIntent {
  name: string;
  description: string;
  slots: BuiltinIntentSlot[];
  domains?: string[];
  upstream: UpstreamStatus;
}

const optional = (name: string, description: string): BuiltinIntentSlot => ({
  name,
  description,
  required: false,
});

const required = (name: string, description: string): BuiltinIntentSlot => ({
  name,
  description,
  required: true,
});

// Slots that select the entities an intent acts on; most device intents accept them.
const nameSlot = optional('name', 'Name or alias of the entity or device to act on.');
const areaSlot = optional('area', 'Name or alias of an area; limits the intent to entities in it.');
const floorSlot = optional('floor', 'Name or alias of a floor; limits the intent to entities on it.');
const domainSlot = optional('domain', 'Entity domain to limit the targets to, such as `light` or `cover`.');
const deviceClassSlot = optional('device_class', 'Device class to limit the targets to, such as `window` or `garage`.');

const targetSlots = [nameSlot, areaSlot, floorSlot];

// Timers are addressed by their original duration, their name or the area of the device that started them.
const timerDuration = [
  optional('hours', 'Hours part of the duration.'),
  optional('minutes', 'Minutes part of the duration.'),
  optional('seconds', 'Seconds part of the duration.'),
];
const timerSelector = [
  optional('start_hours', 'Hours of the duration the timer was started with, to pick the timer.'),
  optional('start_minutes', 'Minutes of the duration the timer was started with, to pick the timer.'),
  optional('start_seconds', 'Seconds of the duration the timer was started with, to pick the timer.'),
  optional('name', 'Name the timer was given when it was started.'),
  optional('area', 'Area of the device that started the timer.'),
];

export const builtinIntents: BuiltinIntent[] = [
  {
    name: 'HassTurnOn',
    description:
      'Turns on the matching entities. Covers and valves are opened, locks are locked, scenes are activated and scripts are run.',
    slots: [...targetSlots, domainSlot, deviceClassSlot],
    upstream: 'supported',
  },
  {
    name: 'HassTurnOff',
    description: 'Turns off the matching entities. Covers and valves are closed and locks are unlocked.',
    slots: [...targetSlots, domainSlot, deviceClassSlot],
    upstream: 'supported',
  },
  {
    name: 'HassGetState',
    description:
      'Reports the state of the matching entities, or answers whether they are in a given state ("is the garage door open?").',
    slots: [
      ...targetSlots,
      domainSlot,
      deviceClassSlot,
      optional('state', 'State to compare the entities with, for yes/no questions.'),
    ],
    upstream: 'supported',
  },
  {
    name: 'HassLightSet',
    description: 'Changes the brightness or the color of lights.',
    slots: [
      ...targetSlots,
      optional('brightness', 'Brightness in percent, from 0 to 100.'),
      optional('color', 'Name of the color to set.'),
    ],
    domains: ['light'],
    upstream: 'supported',
  },
  {
    name: 'HassSetPosition',
    description: 'Moves covers or valves to a position.',
    slots: [
      required('position', 'Target position in percent, from 0 (closed) to 100 (open).'),
      ...targetSlots,
      domainSlot,
      deviceClassSlot,
    ],
    domains: ['cover', 'valve'],
    upstream: 'supported',
  },
  {
    name: 'HassClimateGetTemperature',
    description: 'Reports the current temperature measured by a climate device.',
    slots: [...targetSlots],
    domains: ['climate'],
    upstream: 'supported',
  },
  {
    name: 'HassClimateSetTemperature',
    description: 'Sets the target temperature of a climate device.',
    slots: [required('temperature', 'Target temperature to set, as a number.'), ...targetSlots],
    domains: ['climate'],
    upstream: 'supported',
  },
  {
    name: 'HassFanSetSpeed',
    description: 'Sets the speed of fans as a percentage.',
    slots: [required('percentage', 'Fan speed in percent, from 0 to 100.'), ...targetSlots],
    domains: ['fan'],
    upstream: 'absent',
  },
  {
    name: 'HassVacuumStart',
    description: 'Starts a vacuum cleaner.',
    slots: [...targetSlots],
    domains: ['vacuum'],
    upstream: 'supported',
  },
  {
    name: 'HassVacuumReturnToBase',
    description: 'Sends a vacuum cleaner back to its dock.',
    slots: [nameSlot, areaSlot],
    domains: ['vacuum'],
    upstream: 'supported',
  },
  {
    name: 'HassMediaPause',
    description: 'Pauses playback on media players.',
    slots: [nameSlot, areaSlot],
    domains: ['media_player'],
    upstream: 'supported',
  },
  {
    name: 'HassMediaUnpause',
    description: 'Resumes paused playback on media players.',
    slots: [nameSlot, areaSlot],
    domains: ['media_player'],
    upstream: 'supported',
  },
  {
    name: 'HassMediaNext',
    description: 'Skips to the next track or item on media players.',
    slots: [nameSlot, areaSlot],
    domains: ['media_player'],
    upstream: 'supported',
  },
  {
    name: 'HassMediaPrevious',
    description: 'Goes back to the previous track or item on media players.',
    slots: [nameSlot, areaSlot],
    domains: ['media_player'],
    upstream: 'supported',
  },
  {
    name: 'HassSetVolume',
    description: 'Sets the volume of media players.',
    slots: [required('volume_level', 'Volume in percent, from 0 to 100.'), nameSlot, areaSlot],
    domains: ['media_player'],
    upstream: 'supported',
  },
  {
    name: 'HassMediaSearchAndPlay',
    description: 'Searches the media of a player for something and plays the best match.',
    slots: [
      required('search_query', 'What to search for, such as an artist, album or playlist name.'),
      optional('media_class', 'Kind of media to search, such as `artist`, `album`, `track`, `playlist` or `podcast`.'),
      nameSlot,
      areaSlot,
    ],
    domains: ['media_player'],
    upstream: 'unsupported',
  },
  {
    name: 'HassListAddItem',
    description: 'Adds an item to a to-do list.',
    slots: [required('item', 'Text of the item to add.'), required('name', 'Name of the to-do list.')],
    domains: ['todo'],
    upstream: 'supported',
  },
  {
    name: 'HassListCompleteItem',
    description: 'Marks an item on a to-do list as completed.',
    slots: [required('item', 'Text of the item to check off.'), required('name', 'Name of the to-do list.')],
    domains: ['todo'],
    upstream: 'unsupported',
  },
  {
    name: 'HassShoppingListAddItem',
    description: 'Adds an item to the shopping list of the Shopping list integration.',
    slots: [required('item', 'Text of the item to add.')],
    domains: ['shopping_list'],
    upstream: 'supported',
  },
  {
    name: 'HassShoppingListCompleteItem',
    description: 'Checks off an item on the shopping list of the Shopping list integration.',
    slots: [required('item', 'Text of the item to check off.')],
    domains: ['shopping_list'],
    upstream: 'unsupported',
  },
  {
    name: 'HassGetWeather',
    description: 'Reports the current conditions of a weather entity.',
    slots: [optional('name', 'Name of the weather entity; the first one found is used when omitted.')],
    domains: ['weather'],
    upstream: 'supported',
  },
  {
    name: 'HassGetCurrentTime',
    description: 'Reports the current time.',
    slots: [],
    upstream: 'supported',
  },
  {
    name: 'HassGetCurrentDate',
    description: 'Reports the current date.',
    slots: [],
    upstream: 'supported',
  },
  {
    name: 'HassStartTimer',
    description:
      'Starts a timer on the voice device the request came from. Only devices that support timers can start them.',
    slots: [
      ...timerDuration,
      optional('name', 'Name to give the timer.'),
      optional('conversation_command', 'Command to run when the timer finishes instead of ringing.'),
    ],
    upstream: 'supported',
  },
  {
    name: 'HassCancelTimer',
    description: 'Cancels one running timer.',
    slots: [...timerSelector],
    upstream: 'supported',
  },
  {
    name: 'HassCancelAllTimers',
    description: 'Cancels every timer, or every timer in an area.',
    slots: [optional('area', 'Area whose timers are cancelled.')],
    upstream: 'supported',
  },
  {
    name: 'HassIncreaseTimer',
    description: 'Adds time to a running timer.',
    slots: [...timerDuration, ...timerSelector],
    upstream: 'supported',
  },
  {
    name: 'HassDecreaseTimer',
    description: 'Removes time from a running timer.',
    slots: [...timerDuration, ...timerSelector],
    upstream: 'supported',
  },
  {
    name: 'HassPauseTimer',
    description: 'Pauses a running timer.',
    slots: [...timerSelector],
    upstream: 'supported',
  },
  {
    name: 'HassUnpauseTimer',
    description: 'Resumes a paused timer.',
    slots: [...timerSelector],
    upstream: 'supported',
  },
  {
    name: 'HassTimerStatus',
    description: 'Reports how much time is left on timers.',
    slots: [...timerSelector],
    upstream: 'supported',
  },
  {
    name: 'HassBroadcast',
    description: 'Announces a message on the other voice satellites of the home.',
    slots: [required('message', 'Text to announce.')],
    domains: ['assist_satellite'],
    upstream: 'supported',
  },
  {
    name: 'HassNevermind',
    description: 'Does nothing. Lets the user cancel a request that was triggered by mistake.',
    slots: [],
    upstream: 'supported',
  },
  {
    name: 'HassRespond',
    description: 'Takes no action and only answers, with the response configured for the matched sentence.',
    slots: [optional('response', 'Text to answer with.')],
    upstream: 'supported',
  },
];
