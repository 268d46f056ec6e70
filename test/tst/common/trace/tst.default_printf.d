/*
 * printf() output follows the probe line
 */

BEGIN
{
	printf("hi");
	exit(0);
}
