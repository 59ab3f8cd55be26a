import { createElement } from 'react';
import type { Meta } from '@storybook/react-vite';
import type { Question } from '@treesponse/core';
import { QuestionDocsPage } from './QuestionDocsPage.js';

export interface QuestionGuide {
  /** What the question is for. */
  purpose: string;
  /** When to choose it over a neighbour. */
  use: string;
  /** Keyboard and screen reader behaviour. */
  accessibility: string;
  /** When not to use it, and what to use instead. */
  avoid: string;
  /** Its parts, from top to bottom. */
  anatomy: string;
  /** An example to follow. */
  doThis: string;
  /** An example to avoid. */
  dontDoThis: string;
  /** How to write its texts. */
  content: string;
}

const COMMON_A11Y =
  'Label, description and error are linked to the control (`aria-describedby`); an error shows after blur or change ' +
  'with `aria-invalid="true"`; required questions carry `required`/`aria-required` and a hidden-from-readers asterisk.';

const GUIDES: Record<string, QuestionGuide> = {
  checkbox: {
    purpose: 'One checkbox whose answer is true or false.',
    use: 'Consent or a single yes/no statement; for a choice of several options use Checkboxes.',
    accessibility: 'Native checkbox, Space toggles it.',
    avoid: 'Several independent statements (use Checkboxes) or a yes/no question where “no” must be an explicit answer (use Radio).',
    anatomy: 'A 24 px box and its label on one line; the label is the click target.',
    doThis: '“I agree to be contacted about my answers.”',
    dontDoThis: 'A negative statement (“Do not send me e-mail”): a ticked box should mean yes.',
    content: 'Write the label as the statement the respondent agrees to, in the first person.',
  },
  checkboxes: {
    purpose: 'Several options, any number chosen; the answer is the list of chosen values.',
    use: 'Up to about eight options. With `other`, a text field for an answer not listed.',
    accessibility: 'A fieldset with a legend that says "required" when it is; Tab moves between boxes, Space toggles.',
    avoid: 'Exactly one answer (use Radio) or more than about eight options (group them or use a Dropdown per choice).',
    anatomy: 'Legend (the label), optional hint, one box and label per option, an optional “Other” field.',
    doThis: '“Which sources do you prefer?” with options that do not overlap.',
    dontDoThis: 'Options that overlap (“Sun”, “Renewable”) or a “None of the above” box the others can be ticked with.',
    content: 'Ask a question ending in “?”; say “Choose any” in the hint when every option can be ticked.',
  },
  content: {
    purpose: 'Markdown text between questions; it has no answer.',
    use: 'Explanations, links to privacy terms, section intros.',
    accessibility: 'Headings and links are real elements; links to another site say they open in a new tab.',
    avoid: 'Help for one question (use the question’s description) or long legal text (link to it).',
    anatomy: 'Markdown: headings, paragraphs, lists, links, images.',
    doThis: 'A short intro of two sentences before a block of questions.',
    dontDoThis: 'Instructions that the respondent needs while answering a question further down the page.',
    content: 'Short paragraphs; headings as plain statements; links that say where they go.',
  },
  date: {
    purpose: 'A date answer stored as YYYY-MM-DD.',
    use: 'Exact dates (a contract end); for a year or an age use Number.',
    accessibility: 'Native date input: the browser picker and keyboard entry in the page language.',
    avoid: 'A year, an age or a month alone (use Number or Dropdown); dates far in the past typed by heart (birth dates) are easier as three Number fields.',
    anatomy: 'Label, optional hint, the browser’s date field.',
    doThis: '“When does your contract end?”',
    dontDoThis: 'Asking for a date the respondent has to look up without saying where to find it.',
    content: 'Say in the hint which date it is and, for a range, the first and last allowed.',
  },
  dropdown: {
    purpose: 'One choice from a native select.',
    use: 'Long lists (more than about seven options); for short lists Radio shows every option at once.',
    accessibility: 'Native select: type-ahead, arrow keys and the phone\u2019s own picker.',
    avoid: 'Fewer than about seven options (use Radio: every option stays visible).',
    anatomy: 'Label, optional hint, a native select with a first “Choose…” row.',
    doThis: 'Choosing a municipality from a long, well-known list.',
    dontDoThis: 'Yes/no or a rating scale in a dropdown.',
    content: 'Sort options alphabetically or in their natural order; the label names the thing chosen (“Municipality”).',
  },
  email: {
    purpose: 'An e-mail address, checked by the engine.',
    use: 'Contact addresses; the keyboard on phones shows @.',
    accessibility: 'type="email" with autocomplete="email".',
    avoid: 'Addresses you will not use: ask only when you will write back.',
    anatomy: 'Label, hint on what the address is for, an e-mail field.',
    doThis: '“Your e-mail address” with a hint “We only use it to send your results.”',
    dontDoThis: 'Asking the respondent to type the address twice.',
    content: 'Say in the hint why you ask and what you send.',
  },
  file: {
    purpose: 'A file upload with progress; the engine checks size and type, hashes and uploads it.',
    use: 'Invoices, documents. Image questions show a preview.',
    accessibility: 'The native file input stays in the tab order behind a button-styled label; Space or Enter opens the chooser.',
    avoid: 'Photos (use Image, which shows a preview) or text the respondent could type.',
    anatomy: 'Label, hint with allowed types and size, a “Choose a file” button, the file name and an upload progress bar.',
    doThis: '“Your last energy bill (PDF, at most 10 MB)”.',
    dontDoThis: 'Accepting every type and refusing the file after upload.',
    content: 'Name the accepted types and the largest size in the label or hint.',
  },
  image: {
    purpose: 'An image upload with a preview and progress; the engine checks size and type, hashes and uploads it.',
    use: 'Photos (a meter reading); for documents use File.',
    accessibility: 'The native file input stays in the tab order behind a button-styled label; the preview has the file name as its text alternative.',
    avoid: 'Documents (use File).',
    anatomy: 'Label, hint, a “Choose a photo” button, the preview and an upload progress bar.',
    doThis: '“A photo of your meter” with a hint on what must be readable.',
    dontDoThis: 'Asking for a photo without saying what it must show.',
    content: 'Say what the photo must show and that it can be taken with the phone’s camera.',
  },
  group: {
    purpose: 'A labelled group of questions rendered with the survey\u2019s components.',
    use: 'Questions that belong together (an address).',
    accessibility: 'A fieldset with a legend, so each question is announced within the group.',
    avoid: 'A single question (no group needed) or a whole page (use a page with a title).',
    anatomy: 'A group label (heading of the group), optional hint, its questions beside a rule.',
    doThis: 'An address: street and number, postcode, municipality.',
    dontDoThis: 'Nesting groups in groups; a group label that repeats the section title.',
    content: 'Name the group with a noun (“Address”); keep each question’s own label.',
  },
  hidden: {
    purpose: 'Renders nothing; the engine sets its value (a computed value, a tracking code).',
    use: 'Values a respondent does not see but the answers need.',
    accessibility: 'Nothing is rendered.',
    avoid: 'Anything the respondent should see or confirm.',
    anatomy: 'Nothing is rendered.',
    doThis: 'A campaign code read from the address of the page.',
    dontDoThis: 'Personal data the respondent did not give knowingly.',
    content: 'No visible text.',
  },
  like: {
    purpose: 'Options fetched from the aggregator, each a toggle to like it.',
    use: 'Choosing favourites from a list that changes on the server.',
    accessibility: 'Toggle buttons with `aria-pressed`; loading is announced.',
    avoid: 'A fixed list of options (use Checkboxes).',
    anatomy: 'Label, hint with the minimum and maximum, one toggle button per option with its name and text.',
    doThis: '“Which ideas do you like?” with “Choose one or two.”',
    dontDoThis: 'A long text per option: the button becomes hard to scan.',
    content: 'Option names of two or three words; one sentence of text.',
  },
  matrix: {
    purpose: 'Rows answered with the same choices.',
    use: 'Several statements rated on one scale.',
    accessibility: 'Each row is its own radio group with the row as legend; arrow keys move within a row.',
    avoid: 'Rows that need different answers (ask separate questions) or a phone-first survey with many columns.',
    anatomy: 'Label, hint, one row per statement, each a radio group with the same choices.',
    doThis: 'Rating up to about six statements on one 3- to 5-point scale.',
    dontDoThis: 'More than about six rows or seven columns.',
    content: 'Write rows as short statements; the columns as a scale with labelled ends.',
  },
  number: {
    purpose: 'A number typed as the survey\u2019s language writes it (3,5 in nl, fr, de; 3.5 in en).',
    use: 'Amounts and counts with an optional unit; for a bounded range with a feel of scale use Slider.',
    accessibility: 'A text input with a decimal keyboard (`inputmode`), the unit in its description.',
    avoid: 'Identifiers made of digits (postcode, phone number: use String with inputMode numeric) or a bounded scale (use Slider).',
    anatomy: 'Label, hint, a number field, the unit after it.',
    doThis: '“Your yearly use” with the unit “kWh”.',
    dontDoThis: 'A unit in the label and again in the unit slot.',
    content: 'Put the unit in `unit`, not in the label; say in the hint where to find the figure.',
  },
  radio: {
    purpose: 'One choice among options; layout `buttons` draws them as one even row (a 1 to 5 scale).',
    use: 'Up to about seven options; the button row becomes one column on a narrow phone.',
    accessibility: 'A fieldset with role radiogroup; arrow keys move the choice, also in the buttons layout.',
    avoid: 'More than about seven options (use Dropdown) or several answers (use Checkboxes).',
    anatomy: 'Legend (the label), optional hint, one round button and label per option; layout `buttons`: one row of equal buttons (a column on a phone).',
    doThis: '“Your age” with ranges that do not overlap; a 1 to 5 scale in layout `buttons`.',
    dontDoThis: 'A pre-selected option: the respondent must choose.',
    content: 'Options in their natural order; ends of a scale labelled (“1 – not important”).',
  },
  rrn: {
    purpose: 'A Belgian national registration number, formatted live as 85.07.30-033.28; only its hash is stored.',
    use: 'Identifying a household without storing the number.',
    accessibility: 'A numeric keyboard on phones; the server\u2019s refusal shows as a linked error.',
    avoid: 'Anything but identifying a Belgian resident when the law allows it.',
    anatomy: 'Label, hint with the format, a numeric field formatted as 85.07.30-033.28.',
    doThis: 'A hint “11 digits, e.g. 85.07.30-033.28”.',
    dontDoThis: 'Asking for the number without saying why.',
    content: 'Say why the number is needed and that only a hash is kept.',
  },
  slider: {
    purpose: 'A number on a range, with decrement and increment buttons and the formatted value.',
    use: 'A bounded value where the position matters more than the exact figure.',
    accessibility: 'Arrow keys move the range, which announces the formatted value (`aria-valuetext`); the buttons name what they do.',
    avoid: 'Exact figures (use Number) or fewer than about five steps (use Radio with layout buttons).',
    anatomy: 'Label, hint, a minus button, the range, a plus button, the formatted value (grey handle and no value until answered).',
    doThis: '“Monthly budget” from €0 to €200 in steps of €10.',
    dontDoThis: 'A slider without the value shown.',
    content: 'Format the value with its unit (`outputFormat`); say the range in the hint when it matters.',
  },
  string: {
    purpose: 'A one-line text answer.',
    use: 'Names, short free answers; for longer text use Text.',
    accessibility: 'A native text input.',
    avoid: 'Answers longer than a line (use Text) or answers with a fixed format the engine checks (Email, Number, Date).',
    anatomy: 'Label, optional hint, a one-line field sized to the expected answer.',
    doThis: '“Postcode” with `inputMode: numeric` and `autoComplete: postal-code`.',
    dontDoThis: 'Placeholder text as the only hint: it disappears when typing.',
    content: 'A short label; format help in the description, not the placeholder.',
  },
  text: {
    purpose: 'A multi-line answer with an optional counter and feedback.',
    use: 'Open answers longer than a line.',
    accessibility: 'The counter is linked to the field and announced politely, not on every key.',
    avoid: 'One-line answers (use String).',
    anatomy: 'Label, optional hint, a text area, the counter (“Characters: 0 / 200”), optional feedback.',
    doThis: '“What would you change?” with a maximum of 200 characters.',
    dontDoThis: 'A maximum without a counter.',
    content: 'Ask an open question; say in the hint what kind of answer helps.',
  },
  boolean: {
    purpose: 'A yes/no question whose answer is true or false; “no” is an answer, not a blank.',
    use: 'A question with exactly two opposite answers, where either must be said explicitly.',
    accessibility: 'A radiogroup of two native radios drawn as buttons: Tab enters, the arrow keys switch, Space chooses.',
    avoid: 'Consent (use Checkbox: ticking is agreeing) or answers that are not opposites (use Radio).',
    anatomy: 'Legend (the question), optional hint, two buttons side by side: “Yes” and “No” or your own labels.',
    doThis: '“Do you own your home?” with “I own it” / “I rent”.',
    dontDoThis: 'A negative question (“Don’t you want…?”) where yes and no become ambiguous.',
    content: 'Ask a closed question; give own labels when “Yes” and “No” alone would be unclear.',
  },
  rating: {
    purpose: 'A score on a short scale of numbers, stars or smileys; the answer is the number.',
    use: 'Satisfaction or agreement on 3 to 10 points, with the meaning of both ends written out.',
    accessibility: 'A radiogroup of native radios, each named by its value (“3 of 5 stars”); the end descriptions are linked to the group; arrow keys move the rating.',
    avoid: 'Several statements on one scale (use Matrix) or exact amounts (use Number or Slider).',
    anatomy: 'Legend, optional hint, the start description, one button per value, the end description.',
    doThis: '“How do you rate your supplier’s service?” from 1 star (poor) to 5 (excellent).',
    dontDoThis: 'A scale without end descriptions, or smileys for a question that is not about feelings.',
    content: 'Name both ends (`minRateDescription`, `maxRateDescription`) in words.',
  },
  multipletext: {
    purpose: 'Several short labelled answers under one question; the answer is an object with one text per field.',
    use: 'Parts of one answer that belong together: a name and an e-mail address, counts per person.',
    accessibility: 'A fieldset with a legend; each field has its own visible label, autocomplete token and input type; the message is linked to the field to fix.',
    avoid: 'Unrelated questions (ask them separately) or long answers (use Text).',
    anatomy: 'Legend, optional hint, one label and field per item, the message under the group.',
    doThis: 'Contact details: name (required), e-mail, phone.',
    dontDoThis: 'Fields whose labels only make sense with the legend read aloud first.',
    content: 'Short field labels that stand alone (“E-mail address”); mark only the fields that are required.',
  },
  tagbox: {
    purpose: 'Several choices from a long list, found by typing; the chosen ones show as removable tags.',
    use: 'More options than fit as checkboxes (about eight or more) when several may be chosen.',
    accessibility: 'An ARIA combobox with a listbox: typing filters, arrow keys move, Enter adds or removes, Escape closes; Backspace in the empty field removes the last tag, each tag has a remove button.',
    avoid: 'Short lists (use Checkboxes: every option stays visible) or one choice (use Dropdown).',
    anatomy: 'Label, optional hint, the chosen tags, the search field and its list of options.',
    doThis: '“Which topics interest you?” from a list of twenty topics, at most three.',
    dontDoThis: 'Options the respondent cannot guess the name of, so typing finds nothing.',
    content: 'Options with distinct first words, so that a few letters find them.',
  },
  imagepicker: {
    purpose: 'One picture, or several with `multiSelect`, chosen from a set; the answer is the value or the list.',
    use: 'Choices that are easier to recognise than to name: a type of roof, a meter, a product.',
    accessibility: 'Native radios (or checkboxes) whose labels are the pictures with their text alternatives; arrow keys or Space choose.',
    avoid: 'Pictures that only decorate (use Radio or Checkboxes) or pictures without a text alternative.',
    anatomy: 'Legend, optional hint, a grid of framed pictures with their labels; the chosen ones are outlined.',
    doThis: '“Which meter do you have?” with a photo of each meter type.',
    dontDoThis: 'Pictures whose difference only shows in colour.',
    content: 'Write the text alternative as what the picture shows; keep labels to a word or two.',
  },
  ranking: {
    purpose: 'Put a list of options in order of preference; the answer is the ordered list of values.',
    use: 'Priorities among three to seven options; with `rankCount`, only the top places count (“your top three”).',
    accessibility:
      'A numbered list; each item has a move up and a move down button named after it (Tab, then Enter or Space), and each move is announced in a live region (“Price moved to position 2 of 3”). Dragging the handle is a pointer shortcut for the same moves.',
    avoid: 'More than about seven options (ask for a top three with `rankCount`), or options that can be rated independently (use Matrix).',
    anatomy: 'Label, hint, the ranked list (handle, place, label, move up, move down), with `rankCount` the options not ranked below.',
    doThis: '“Put these in order of importance to you” with four short options.',
    dontDoThis: 'Twelve options to order on a phone.',
    content: 'Say in the label what first means (“most important first”); keep options short and parallel.',
  },
  calculated: {
    purpose: 'A value computed from other answers, shown read-only (a yearly total from a monthly amount).',
    use: 'Let respondents check a figure the survey derives from their answers before they go on.',
    accessibility: 'An output element labelled by the question; changes are announced politely.',
    avoid: 'Values the respondent should not see (use a computed value of the definition or a hidden question).',
    anatomy: 'Label, hint, the value written in the survey’s language with its format (“1.206,00 €”), a dash while it cannot be computed.',
    doThis: '“Per year” with `"{monthly} * 12"` and the format `"{{value}} €"`.',
    dontDoThis: 'A value without a unit or format.',
    content: 'Label the value as what it is; put the unit in the format.',
  },
  paneldynamic: {
    purpose: 'The same few fields asked once per item (each person at home, each device); the answer is a list with one object per item.',
    use: 'A list whose length the respondent decides, with `minPanelCount` and `maxPanelCount`; or, with `panelsFrom`, one item per option chosen in an earlier question (loop and merge). Fields are text fields, or questions of the types string, text, email, number, date, radio, dropdown, checkboxes, boolean and rating, shown with their usual controls; `visibleIf` and `requiredIf` of a field read `{panel.<name>}` of its own item and any other answer.',
    accessibility:
      'Each item is a fieldset headed by its title, and every field of an item is named by its label and that title (“Age Person 2”), so that the fields of two items differ. The add and remove buttons are named by the item’s number (“Remove item 2”). After adding, focus goes to the new item’s first field; after removing, to the first field of the item now in its place (the add button when none is left); both changes are announced in a live region in the respondent’s language. At the maximum the add button stays focusable, refuses and says why; at the minimum the remove buttons do the same. A field shown or hidden by its rule appears in place, after the field it depends on. Once the question shows its message (“Item 2: please fill in First name”), every field that fails carries its own message, linked to it.',
    avoid: 'A fixed set of the same fields (use Multiple text) or one value per option (use Matrix).',
    anatomy: 'Legend, hint, one framed fieldset per item (title, fields, remove button), then the add button and, at the maximum, the reason it is unavailable.',
    doThis: '“Who lives with you?” with a first name and an age per person, up to six people; a school asked only of a child (`"visibleIf": "{panel.age} < 18"`).',
    dontDoThis: 'Ten fields per item on a phone, or a chain of fields each depending on the one before.',
    content: 'Title the items by what they are (`"Person {{panelIndex}}: {{panel.name}}"`); keep each item to a few fields.',
  },
};

/**
 * Docs page of a question type: purpose, when to use it and when not, the preview, anatomy, do and don't, content
 * guidance, every state, accessibility notes, then the JSON definition the stories show and the reference of its
 * fields generated from the definition schema.
 */
export function questionDocs(question: Question): Pick<Meta, 'parameters'> {
  const guide = GUIDES[question.type];
  if (!guide) throw new Error(`No docs for question type '${question.type}'`);
  return {
    parameters: {
      docs: {
        description: { component: guide.purpose },
        page: () => createElement(QuestionDocsPage, { question, guide, commonAccessibility: COMMON_A11Y }),
      },
    },
  };
}
