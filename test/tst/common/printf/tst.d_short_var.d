/*
 *
 */

#pragma D option quiet

BEGIN
{
	s = (short)-300;
	printf("%d\n", s);
	exit(0);
}
