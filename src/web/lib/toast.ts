import { toast } from "sonner";

/** Every toast is a title and a description; destructive ones use the error style. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  info: (title: string, description?: string) => toast(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
