/*
 * printf("%hu") of (unsigned short)65535 is 65535
 */

#pragma D option quiet

BEGIN
{
	printf("%hu\n", (unsigned short)65535);
	exit(0);
}
