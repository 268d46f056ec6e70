/*
 * printf("%#5o") of 255 is  0377
 */

#pragma D option quiet

BEGIN
{
	printf("%#5o\n", 255);
	exit(0);
}
