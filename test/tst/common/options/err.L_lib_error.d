/* @@opts: -L Lbad */
/* @@exit: 1 */
/* @@stderr: "Lbad/bad.d", line 2: */
/*
 * A library of -L that does not compile fails the compilation, and the
 * message names the library file and line ("FILE", line N:), as the
 * reference's.
 */
BEGIN
{
	exit(0);
}
