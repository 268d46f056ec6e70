/* @@exit: 1 */
/* @@stderr: dtrace: no probes matched */
/*
 * A program with nothing but comments is the empty program: it compiles
 * (the reference's grammar makes it a program of no clauses; D_EMPTY is
 * only for a parse that yields nothing) and matches no probe, so dtrace
 * says so and exits 1
 */
