/*
 * setopt() of an unknown option is a library error of the enabled probe,
 * reported through the error handler in the reference's words (its
 * message carries a newline of its own, so a blank line follows), and
 * tracing goes on
 */

#pragma D option quiet

BEGIN
{
	setopt("nosuchopt", "1");
	printf("still here\n");
	exit(0);
}
