/** The toasts of the title controls, verbatim: a title and a description. */
export const MEDIA_TOASTS = {
  statusFailed: ["Error", "Failed to update media status. Please try again."],
  ratingFailed: ["Error", "Failed to save rating. Please try again."],
  loadFailed: ["Error", "Failed to load media data"],
  signInToSave: ["Sign in required", "Please sign in to save your media preferences"],
  signInToRate: ["Sign in required", "Please sign in to rate movies."],
} as const;
