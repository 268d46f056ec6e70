/*
 * a declarator nested in more than 64 parentheses is refused with a clear
 * error, not a crash
 */
int ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((x))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));

BEGIN
{
	exit(0);
}
