// Built-in intents of Home Assistant, rendered on docs/intent_builtin.md by the BuiltinIntents component.
// Only intents handled by core and slots their handlers accept are listed; deprecated intents live in the page itself.

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
  },
  {
    name: 'HassTurnOff',
    description: 'Turns off the matching entities. Covers and valves are closed and locks are unlocked.',
    slots: [...targetSlots, domainSlot, deviceClassSlot],
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
  },
  {
    name: 'HassClimateGetTemperature',
    description: 'Reports the current temperature measured by a climate device.',
    slots: [...targetSlots],
    domains: ['climate'],
  },
  {
    name: 'HassClimateSetTemperature',
    description: 'Sets the target temperature of a climate device.',
    slots: [required('temperature', 'Target temperature to set, as a number.'), ...targetSlots],
    domains: ['climate'],
  },
  {
    name: 'HassFanSetSpeed',
    description: 'Sets the speed of fans as a percentage.',
    slots: [required('percentage', 'Fan speed in percent, from 0 to 100.'), ...targetSlots],
    domains: ['fan'],
  },
  {
    name: 'HassVacuumStart',
    description: 'Starts a vacuum cleaner.',
    slots: [nameSlot, areaSlot],
    domains: ['vacuum'],
  },
  {
    name: 'HassVacuumReturnToBase',
    description: 'Sends a vacuum cleaner back to its dock.',
    slots: [nameSlot, areaSlot],
    domains: ['vacuum'],
  },
  {
    name: 'HassMediaPause',
    description: 'Pauses playback on media players.',
    slots: [...targetSlots],
    domains: ['media_player'],
  },
  {
    name: 'HassMediaUnpause',
    description: 'Resumes paused playback on media players.',
    slots: [...targetSlots],
    domains: ['media_player'],
  },
  {
    name: 'HassMediaNext',
    description: 'Skips to the next track or item on media players.',
    slots: [...targetSlots],
    domains: ['media_player'],
  },
  {
    name: 'HassMediaPrevious',
    description: 'Goes back to the previous track or item on media players.',
    slots: [...targetSlots],
    domains: ['media_player'],
  },
  {
    name: 'HassSetVolume',
    description: 'Sets the volume of media players.',
    slots: [required('volume_level', 'Volume in percent, from 0 to 100.'), ...targetSlots],
    domains: ['media_player'],
  },
  {
    name: 'HassMediaSearchAndPlay',
    description: 'Searches the media of a player for something and plays the best match.',
    slots: [
      required('search_query', 'What to search for, such as an artist, album or playlist name.'),
      optional('media_class', 'Kind of media to search, such as `artist`, `album` or `track`.'),
      ...targetSlots,
    ],
    domains: ['media_player'],
  },
  {
    name: 'HassListAddItem',
    description: 'Adds an item to a to-do list.',
    slots: [required('item', 'Text of the item to add.'), required('name', 'Name of the to-do list.')],
    domains: ['todo'],
  },
  {
    name: 'HassListCompleteItem',
    description: 'Marks an item on a to-do list as completed.',
    slots: [required('item', 'Text of the item to check off.'), required('name', 'Name of the to-do list.')],
    domains: ['todo'],
  },
  {
    name: 'HassShoppingListAddItem',
    description: 'Adds an item to the shopping list of the Shopping list integration.',
    slots: [required('item', 'Text of the item to add.')],
    domains: ['shopping_list'],
  },
  {
    name: 'HassGetWeather',
    description: 'Reports the current conditions of a weather entity.',
    slots: [optional('name', 'Name of the weather entity; the first one found is used when omitted.')],
    domains: ['weather'],
  },
  {
    name: 'HassGetCurrentTime',
    description: 'Reports the current time.',
    slots: [],
  },
  {
    name: 'HassGetCurrentDate',
    description: 'Reports the current date.',
    slots: [],
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
  },
  {
    name: 'HassCancelTimer',
    description: 'Cancels one running timer.',
    slots: [...timerSelector],
  },
  {
    name: 'HassCancelAllTimers',
    description: 'Cancels every timer, or every timer in an area.',
    slots: [optional('area', 'Area whose timers are cancelled.')],
  },
  {
    name: 'HassIncreaseTimer',
    description: 'Adds time to a running timer.',
    slots: [...timerDuration, ...timerSelector],
  },
  {
    name: 'HassDecreaseTimer',
    description: 'Removes time from a running timer.',
    slots: [...timerDuration, ...timerSelector],
  },
  {
    name: 'HassPauseTimer',
    description: 'Pauses a running timer.',
    slots: [...timerSelector],
  },
  {
    name: 'HassUnpauseTimer',
    description: 'Resumes a paused timer.',
    slots: [...timerSelector],
  },
  {
    name: 'HassTimerStatus',
    description: 'Reports how much time is left on timers.',
    slots: [...timerSelector],
  },
  {
    name: 'HassBroadcast',
    description: 'Announces a message on the other voice satellites of the home.',
    slots: [required('message', 'Text to announce.')],
    domains: ['assist_satellite'],
  },
  {
    name: 'HassNevermind',
    description: 'Does nothing. Lets the user cancel a request that was triggered by mistake.',
    slots: [],
  },
  {
    name: 'HassRespond',
    description: 'Does nothing but answer with the response configured for the matched sentence.',
    slots: [],
  },
];
