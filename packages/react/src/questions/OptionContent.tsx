import type { Option, SurveyController } from '@treesponse/core';

/** The visible content of a radio or checkbox option: its image (if any) and its label. */
export function OptionContent({ option, controller }: { option: Option; controller: SurveyController }) {
  const label = controller.text(option.label) || option.value;
  return (
    <>
      {option.image ? (
        <img className="ts-option__image" src={option.image.url} alt={controller.text(option.image.alt)} />
      ) : null}
      <span className="ts-option__text">{label}</span>
    </>
  );
}
