/* @@stderr: line 8: index outside array bounds: -1, max is 5 */
/*
 * A store through a negative constant index is refused too
 */

int a[5];

BEGIN { a[-1] = 1; exit(0); }
