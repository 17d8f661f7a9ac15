import { Field, TextAreaField } from "./field";

/**
 * "Mød mesteren" (issue 22): the owner's name and a few words, asked in onboarding's photo step and
 * in the admin's "Forsidens indhold" alike. The ids are what the error summaries link to.
 */
export function MeetTheOwnerFields(props: {
  name: string;
  line: string;
  errors: { ownerName?: string | undefined; ownerLine?: string | undefined };
  lineHint?: string;
}) {
  return (
    <>
      <Field
        id="owner-name"
        label="Mesterens navn"
        name="ownerName"
        autoComplete="name"
        defaultValue={props.name}
        error={props.errors.ownerName}
      />
      <TextAreaField
        id="owner-line"
        label="Et par ord fra mester"
        name="ownerLine"
        rows={3}
        defaultValue={props.line}
        hint={props.lineHint}
        error={props.errors.ownerLine}
      />
    </>
  );
}
