/*
 * #pragma D option flowindent is -F: the flow heading and "| :BEGIN",
 * and the flow columns go on in quiet mode.
 */
#pragma D option flowindent
#pragma D option quiet

BEGIN
{
	printf("x");
	exit(0);
}
