/* strtok() of a string without delimiters returns it */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strtok("whole", ","));
	exit(0);
}
