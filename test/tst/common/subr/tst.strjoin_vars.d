/* strjoin() of string variables */

#pragma D option quiet

BEGIN
{
	x = "left";
	y = "right";
	z = strjoin(x, y);
	printf("%s %d\n", z, strlen(z));
	exit(0);
}
