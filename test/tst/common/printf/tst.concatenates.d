/*
 * printf adds no newline of its own
 */

#pragma D option quiet

BEGIN
{
	printf("a");
	printf("b");
	printf("c\n");
	exit(0);
}
