import "@testing-library/jest-dom/vitest";
import "@/shared/testing/file-isolation";
