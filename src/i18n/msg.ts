/** The type of a message with values in it: a small function of one object, so words stand in the order a language needs. */
export type Msg<P> = (p: P) => string;
