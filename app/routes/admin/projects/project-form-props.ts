import type { ProjectFormProps } from "~/components/admin/projects/project-form";
import type { ProjectFormValues } from "~/schemas/project";

type Loaded = Pick<ProjectFormProps, "values" | "servicePages" | "fradragAllowed">;
type Answer =
  | { values?: ProjectFormValues; fieldErrors?: Record<string, string>; message?: string }
  | undefined;

/** The project form's settings on the new and the edit page: what was loaded, or what a refused save sent back. */
export function projectFormProps(loaded: Loaded, answer: Answer) {
  return {
    values: answer?.values ?? loaded.values,
    errors: answer?.fieldErrors ?? {},
    message: answer?.message,
    focusKey: answer,
    servicePages: loaded.servicePages,
    fradragAllowed: loaded.fradragAllowed,
  };
}
