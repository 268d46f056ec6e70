/*
 * A string may be compared with NULL (the integer constant 0): a subroutine
 * that finds nothing returns NULL, and a found string is not NULL.
 */

#pragma D option quiet

BEGIN
{
	this->s = "x:y";
	printf("%d %d\n", strtok(this->s, ":") != NULL, strchr(this->s, 'q') == NULL);
	printf("%d\n", NULL == strstr(this->s, "zz"));
	exit(0);
}
