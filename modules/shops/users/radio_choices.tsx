// A form's one-of-several choice as radio buttons (the invitation of a new user, the notify mode of a
// profile): uncontrolled, so an ordinary form post sends the one checked.
export function RadioChoices(
  props: { name: string; choices: readonly { value: string; label: string }[]; checked: string | undefined },
) {
  return (
    <>
      {props.choices.map((choice) => (
        <label key={choice.value} className="checkbox">
          <input
            type="radio"
            name={props.name}
            value={choice.value}
            defaultChecked={props.checked === choice.value}
          />
          {choice.label}
        </label>
      ))}
    </>
  );
}
