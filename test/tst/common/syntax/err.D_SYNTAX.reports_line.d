/* @@stderr: [D_SYNTAX] line 9: syntax error near */
/*
 * the message names the line of the error
 */

BEGIN
{
	x = 1;
	y = 2 +;
	exit(0);
}
