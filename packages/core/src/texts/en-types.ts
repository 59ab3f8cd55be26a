/**
 * The engine's English texts of the date, matrix, rating, multiple text, tag box, ranking and repeating panel
 * questions' components and rules: loaded with them (`loadQuestionTypeTexts`), so that a survey without them does not
 * carry them. The other languages' files have them after the texts of `en.ts`.
 */
export const enTypes = {
  'validation.date': 'Please enter a valid date',
  'validation.dateMin': 'Should be on or after {{date}}',
  'validation.dateMax': 'Should be on or before {{date}}',
  'validation.matrixRows': 'Please answer every row',
  'validation.itemRequired': 'Please fill in {{item}}',
  'rating.star': '{{n}} of {{count}} stars',
  'rating.smiley': '{{n}} of {{count}}',
  'tagbox.placeholder': 'Type to search…',
  'tagbox.remove': 'Remove {{label}}',
  'tagbox.noMatches': 'No matches',
  'tagbox.chosen': 'Chosen',
  'tagbox.matches': 'Matches: {{n}}',
  'validation.ranking': 'Please put {{n}} options in order',
  'ranking.moveUp': 'Move {{label}} up',
  'ranking.moveDown': 'Move {{label}} down',
  'ranking.moved': '{{label}} moved to position {{position}} of {{count}}',
  'ranking.notRanked': 'Not ranked',
  'paneldynamic.itemTitle': 'Item {{panelIndex}}',
  'paneldynamic.add': 'Add item {{n}}',
  'paneldynamic.remove': 'Remove item {{n}}',
  'paneldynamic.added': 'Item {{n}} added',
  'paneldynamic.removed': 'Item {{n}} removed',
  'paneldynamic.maxReached': 'No more than {{n}} items can be added',
  'paneldynamic.minReached': 'At least {{n}} items are needed',
  'validation.minPanels': 'Please add at least {{n}} items',
  'validation.maxPanels': 'Please keep no more than {{n}} items',
  'validation.panelItemRequired': 'Item {{n}}: please fill in {{item}}',
  'validation.panelItemInvalid': 'Item {{n}}: please check {{item}}',
} as const;
