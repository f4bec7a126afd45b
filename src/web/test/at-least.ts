export { atLeast } from "@/shared/testing/at-least";
