/* @@opts: -C -x errsrc */
/* @@stderr: 	trace(never_assigned_here); */
/*
 * Under -C the message quotes the line as written, not the line of the
 * same number in cpp's output (which starts with cpp's own markers).
 */

#define	UNUSED	1

BEGIN
{
	trace(never_assigned_here);
}
