/* @@stderr: line 9: index outside array bounds: 5, max is 5 */
/*
 * A constant index of a declared array must be inside it (Oracle Linux
 * DTrace's check): a[5] of int a[5]
 */

int a[5];

BEGIN { trace(a[5]); exit(0); }
