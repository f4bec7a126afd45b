export { type AtLeast, type AtLeastCount, atLeast, hasAtLeast } from "../../shared/testing/at-least";
