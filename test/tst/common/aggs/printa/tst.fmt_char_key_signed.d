/*
 * printa("%d") of a char key -1 prints -1 (formatted keys are signed)
 */

#pragma D option quiet

BEGIN
{
	@a[(char)-1] = count();
	printa("%d %@d\n", @a);
	exit(0);
}
