import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A danger button that posts intent=delete once the owner confirms `question` (without JS: at once). */
export function DeleteForm({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <button type="submit" name="intent" value="delete" className={buttonClass("danger")}>
        {children}
      </button>
    </Form>
  );
}
