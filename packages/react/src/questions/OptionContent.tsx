import type { Option, SurveyController } from '@treesponse/core';

/**
 * The visible content of a radio or checkbox option: its image (if any) and its label. `textless` shows the image
 * alone (its text alternative names the option).
 */
export function OptionContent({ option, controller, textless }: { option: Option; controller: SurveyController; textless?: boolean }) {
  const label = controller.text(option.label) || option.value;
  return (
    <>
      {option.image ? (
        <img className="ts-option__image" src={option.image.url} alt={controller.text(option.image.alt)} />
      ) : null}
      {textless && option.image ? null : <span className="ts-option__text">{label}</span>}
    </>
  );
}
