import type { Meta } from '@storybook/react-vite';
import type { Question } from '@treesponse/core';

interface QuestionGuide {
  /** What the question is for. */
  purpose: string;
  /** When to choose it over a neighbour. */
  use: string;
  /** Keyboard and screen reader behaviour. */
  accessibility: string;
}

const COMMON_A11Y =
  'Label, description and error are linked to the control (`aria-describedby`); an error shows after blur or change ' +
  'with `aria-invalid="true"`; required questions carry `required`/`aria-required` and a hidden-from-readers asterisk.';

const GUIDES: Record<string, QuestionGuide> = {
  checkbox: {
    purpose: 'One checkbox whose answer is true or false.',
    use: 'Consent or a single yes/no statement; for a choice of several options use Checkboxes.',
    accessibility: 'Native checkbox, Space toggles it.',
  },
  checkboxes: {
    purpose: 'Several options, any number chosen; the answer is the list of chosen values.',
    use: 'Up to about eight options. With `other`, a text field for an answer not listed.',
    accessibility: 'A fieldset with a legend that says "required" when it is; Tab moves between boxes, Space toggles.',
  },
  content: {
    purpose: 'Markdown text between questions; it has no answer.',
    use: 'Explanations, links to privacy terms, section intros.',
    accessibility: 'Headings and links are real elements; links to another site say they open in a new tab.',
  },
  date: {
    purpose: 'A date answer stored as YYYY-MM-DD.',
    use: 'Exact dates (a contract end); for a year or an age use Number.',
    accessibility: 'Native date input: the browser picker and keyboard entry in the page language.',
  },
  dropdown: {
    purpose: 'One choice from a native select.',
    use: 'Long lists (more than about seven options); for short lists Radio shows every option at once.',
    accessibility: 'Native select: type-ahead, arrow keys and the phone\u2019s own picker.',
  },
  email: {
    purpose: 'An e-mail address, checked by the engine.',
    use: 'Contact addresses; the keyboard on phones shows @.',
    accessibility: 'type="email" with autocomplete="email".',
  },
  file: {
    purpose: 'A file upload with progress; the engine checks size and type, hashes and uploads it.',
    use: 'Invoices, documents. Image questions show a preview.',
    accessibility: 'The native file input stays in the tab order behind a button-styled label; Space or Enter opens the chooser.',
  },
  image: {
    purpose: 'An image upload with a preview and progress; the engine checks size and type, hashes and uploads it.',
    use: 'Photos (a meter reading); for documents use File.',
    accessibility: 'The native file input stays in the tab order behind a button-styled label; the preview has the file name as its text alternative.',
  },
  group: {
    purpose: 'A labelled group of questions rendered with the survey\u2019s components.',
    use: 'Questions that belong together (an address).',
    accessibility: 'A fieldset with a legend, so each question is announced within the group.',
  },
  hidden: {
    purpose: 'Renders nothing; the engine sets its value (a computed value, a tracking code).',
    use: 'Values a respondent does not see but the answers need.',
    accessibility: 'Nothing is rendered.',
  },
  like: {
    purpose: 'Options fetched from the aggregator, each a toggle to like it.',
    use: 'Choosing favourites from a list that changes on the server.',
    accessibility: 'Toggle buttons with `aria-pressed`; loading is announced.',
  },
  matrix: {
    purpose: 'Rows answered with the same choices.',
    use: 'Several statements rated on one scale.',
    accessibility: 'Each row is its own radio group with the row as legend; arrow keys move within a row.',
  },
  number: {
    purpose: 'A number typed as the survey\u2019s language writes it (3,5 in nl, fr, de; 3.5 in en).',
    use: 'Amounts and counts with an optional unit; for a bounded range with a feel of scale use Slider.',
    accessibility: 'A text input with a decimal keyboard (`inputmode`), the unit in its description.',
  },
  radio: {
    purpose: 'One choice among options; layout `buttons` draws them as one even row (a 1 to 5 scale).',
    use: 'Up to about seven options; the button row becomes one column on a narrow phone.',
    accessibility: 'A fieldset with role radiogroup; arrow keys move the choice, also in the buttons layout.',
  },
  rrn: {
    purpose: 'A Belgian national registration number, formatted live as 85.07.30-033.28; only its hash is stored.',
    use: 'Identifying a household without storing the number.',
    accessibility: 'A numeric keyboard on phones; the server\u2019s refusal shows as a linked error.',
  },
  slider: {
    purpose: 'A number on a range, with decrement and increment buttons and the formatted value.',
    use: 'A bounded value where the position matters more than the exact figure.',
    accessibility: 'Arrow keys move the range, which announces the formatted value (`aria-valuetext`); the buttons name what they do.',
  },
  string: {
    purpose: 'A one-line text answer.',
    use: 'Names, short free answers; for longer text use Text.',
    accessibility: 'A native text input.',
  },
  text: {
    purpose: 'A multi-line answer with an optional counter and feedback.',
    use: 'Open answers longer than a line.',
    accessibility: 'The counter is linked to the field and announced politely, not on every key.',
  },
};

/**
 * Docs page of a question type: purpose, when to use it, accessibility notes and the JSON definition of the
 * question the stories show. Every story of the file shows that definition in its code panel as well.
 */
export function questionDocs(question: Question): Pick<Meta, 'parameters'> {
  const guide = GUIDES[question.type];
  if (!guide) throw new Error(`No docs for question type '${question.type}'`);
  const component = [
    guide.purpose,
    `**When to use.** ${guide.use}`,
    `**Accessibility.** ${guide.accessibility} ${question.type === 'hidden' || question.type === 'content' ? '' : COMMON_A11Y}`,
    '**Definition.** The stories render this JSON (one question of a survey definition); each story is one state: ' +
      'empty, filled, with an error, disabled and while the answers are being saved.',
    '```json\n' + JSON.stringify(question, null, 2) + '\n```',
    'The component takes one prop, `question`, the definition above; the survey renders it for you from its type.',
  ].join('\n\n');
  return { parameters: { docs: { description: { component } } } };
}
