/** Motifs: one per genre, drawn in the upper part of the poster. */

import type { Motif } from "./poster-motif-shapes";
import { MOTIFS_A_TO_D } from "./poster-motifs-a-to-d";
import { MOTIFS_F_TO_W } from "./poster-motifs-f-to-w";
import type { GenreTable } from "./poster-palettes";

export const MOTIFS: GenreTable<Motif> = { ...MOTIFS_A_TO_D, ...MOTIFS_F_TO_W };
