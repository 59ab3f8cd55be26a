import type { ReactNode } from 'react';
import { Heading, Markdown, Primary, Source, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Question } from '@treesponse/core';
import { fieldReference, type FieldRow } from './schemaReference.js';
import type { QuestionGuide } from './questionDocs.js';

function FieldTable({ caption, rows }: { caption: string; rows: FieldRow[] }): ReactNode {
  return (
    <table className="ts-field-reference">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
              {row.required ? ' (required)' : ''}
            </th>
            <td>
              <code>{row.type}</code>
            </td>
            <td>{row.defaultValue ? <code>{row.defaultValue}</code> : '–'}</td>
            <td>{row.description || '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const STATES =
  'Every question is shown in five states: **empty**, **filled**, **with an error** (after the respondent leaves ' +
  'it or presses Next), **disabled** (`disabled: true`, or `enableIf` that does not hold: the control cannot be ' +
  'changed, the answer is kept) and **submitting** (the answers are being saved; every control waits).';

const OPTION_STATES =
  'Options have three flags of their own, all shown in the stories: `disabled: true` greys the option out and takes ' +
  'it out of the tab order (it cannot be chosen); `ariaDisabled: true` greys it out but keeps it focusable and ' +
  'announced as unavailable, for an option a screen reader user should still hear (e.g. “sold out”); ' +
  '`hide: true` leaves it out of the page while keeping it in the definition (answers stored earlier stay valid).';

/**
 * The Docs page of a question type, in the order a designer reads it: what it is and when to use it, the live
 * preview, anatomy, do and don't, content guidance, every state, accessibility, then the definition (JSON) and the
 * reference of its fields, generated from the core's JSON Schema.
 */
export function QuestionDocsPage({ question, guide, commonAccessibility }: { question: Question; guide: QuestionGuide; commonAccessibility: string }) {
  const hasOptions = 'options' in question;
  return (
    <>
      <Title />
      <Subtitle>{guide.purpose}</Subtitle>
      <Markdown>{`**When to use.** ${guide.use}\n\n**When not to use.** ${guide.avoid}`}</Markdown>
      <Primary />
      <Heading>Anatomy</Heading>
      <Markdown>{guide.anatomy}</Markdown>
      <Heading>Do and don’t</Heading>
      <div className="ts-do-dont">
        <div className="ts-do-dont__do">
          <p>
            <strong>Do</strong>
          </p>
          <Markdown>{guide.doThis}</Markdown>
        </div>
        <div className="ts-do-dont__dont">
          <p>
            <strong>Don’t</strong>
          </p>
          <Markdown>{guide.dontDoThis}</Markdown>
        </div>
      </div>
      <Heading>Content</Heading>
      <Markdown>{`${guide.content} See Design › Content guidelines for labels, hints and errors in general.`}</Markdown>
      <Heading>States</Heading>
      <Markdown>{hasOptions ? `${STATES}\n\n${OPTION_STATES}` : STATES}</Markdown>
      <Stories title="Every state" includePrimary={false} />
      <Heading>Accessibility</Heading>
      <Markdown>{`${guide.accessibility}${question.type === 'hidden' || question.type === 'content' ? '' : ` ${commonAccessibility}`}`}</Markdown>
      <Heading>Definition</Heading>
      <Markdown>
        {
          'The stories render this JSON, one question of a survey definition; the survey picks the component from ' +
          '`type`. The component takes one prop, `question`.'
        }
      </Markdown>
      <Source code={JSON.stringify(question, null, 2)} language="json" dark={false} />
      <Heading>Field reference</Heading>
      <FieldTable caption={`Fields of a ${question.type} question (from the definition schema)`} rows={fieldReference(question.type)} />
      {hasOptions ? <FieldTable caption="Fields of an option" rows={fieldReference('option')} /> : null}
    </>
  );
}
