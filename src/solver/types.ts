/**
 * The double-dummy solver's own small types and constants (self-contained: nothing from the rest of src/).
 *
 * Seats: 0 N, 1 E, 2 S, 3 W (clockwise; a side is seat & 1: 0 NS, 1 EW). Suits: 0 S, 1 H, 2 D, 3 C; strain 4 is
 * notrump (the order of DDS). A holding is a 13-bit mask of one suit in one hand, bit r for rank r + 2
 * (bit 0 the deuce … bit 12 the ace). A deal is 16 holdings, index seat * 4 + suit.
 */

export type Seat = 0 | 1 | 2 | 3;
/** 0 S, 1 H, 2 D, 3 C, 4 NT. */
export type Strain = 0 | 1 | 2 | 3 | 4;

export const NOTRUMP = 4;
export const SEAT_LETTERS = 'NESW';
export const SUIT_LETTERS = 'SHDC';
/** The strain letters in strain order (S H D C N). */
export const STRAIN_LETTERS = 'SHDCN';
/** Rank letters from the deuce (bit 0) to the ace (bit 12). */
export const RANK_LETTERS = '23456789TJQKA';

/** Cards of a deal or of a position: 16 holdings, index seat * 4 + suit. */
export interface Deal {
  readonly holdings: readonly number[];
}

/** A card: suit 0..3, rank bit 0 (deuce) .. 12 (ace). */
export interface Card {
  readonly suit: number;
  readonly rank: number;
}

/** A position part-way through play. */
export interface Position {
  /** cards still held (not including those already played to the current trick) */
  readonly holdings: readonly number[];
  readonly strain: Strain;
  /** the seat that led (or is to lead) the current trick */
  readonly leader: Seat;
  /** cards already played to the current trick, in order from the leader (0 to 3 of them) */
  readonly trick: readonly Card[];
}

/** Tricks for each declarer and strain: table[declarer seat][strain]; the lead is from declarer's left. */
export type DdTable = readonly (readonly number[])[];
