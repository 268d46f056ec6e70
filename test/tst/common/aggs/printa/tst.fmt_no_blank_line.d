/*
 * a formatted printa() prints no leading blank line
 */

#pragma D option quiet

BEGIN
{
	@a = count();
	printa("[%@d]", @a);
	exit(0);
}
