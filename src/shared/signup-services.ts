/**
 * The 10 streaming services offered at sign-up, in the order the checklist shows them: the internal name is
 * the lowercase catalogue name stored in profiles.streaming_services; the display name is what the
 * sign-up checklist shows; the colour is the service mark's (we ship no third-party logos).
 */
interface SignupService {
  name: string;
  display_name: string;
  color: string;
  kind: "subscription" | "free";
}

export const SIGNUP_SERVICES: readonly SignupService[] = [
  { name: "netflix", display_name: "Netflix", color: "#e50914", kind: "subscription" },
  { name: "prime video", display_name: "Prime Video", color: "#00a8e1", kind: "subscription" },
  { name: "disney+", display_name: "Disney+", color: "#113ccf", kind: "subscription" },
  { name: "hulu", display_name: "Hulu", color: "#1ce783", kind: "subscription" },
  { name: "max", display_name: "Max", color: "#5822f5", kind: "subscription" },
  { name: "appletv", display_name: "Apple TV+", color: "#a2aaad", kind: "subscription" },
  { name: "peacock", display_name: "Peacock", color: "#f5c518", kind: "subscription" },
  { name: "paramount plus", display_name: "Paramount+", color: "#0064ff", kind: "subscription" },
  { name: "youtube", display_name: "YouTube", color: "#ff0000", kind: "subscription" },
  { name: "tubi tv", display_name: "Tubi TV", color: "#fa541c", kind: "free" },
];
