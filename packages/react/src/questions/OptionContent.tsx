import type { Option, SurveyController } from '@treesponse/core';

/**
 * The visible content of a radio or checkbox option: its image (if any) and its label. `textless` shows the image
 * alone (its text alternative names the option). The label is isolated (`<bdi>`): an option is often a name written
 * in another script than the survey (a supplier, a brand) or a text of the fallback language, and takes its
 * direction from its own first letter, so "Not sure yet?" keeps its "?" at the end in a right-to-left survey.
 */
export function OptionContent({ option, controller, textless }: { option: Option; controller: SurveyController; textless?: boolean }) {
  const label = controller.text(option.label) || option.value;
  return (
    <>
      {option.image ? (
        <img className="ts-option__image" src={option.image.url} alt={controller.text(option.image.alt)} />
      ) : null}
      {textless && option.image ? null : <bdi className="ts-option__text">{label}</bdi>}
    </>
  );
}
