/** The toasts of the title controls, verbatim: a title and a description. */
export const MEDIA_TOASTS = {
  statusFailed: ["Error", "Failed to update media status. Please try again."],
  ratingFailed: ["Error", "Failed to save rating. Please try again."],
  loadFailed: ["Error", "Failed to load media data"],
  signInToSave: ["Sign in required", "Please sign in to save your media preferences"],
  // The spec gives a visitor's rating two lines ('Please sign in to rate movies.' and this one); a
  // click shows one toast, and this one says what they would keep by signing in.
  signInToRate: ["Sign in required", "Please sign in to save your ratings"],
} as const;
